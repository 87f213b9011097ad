#!/bin/bash
# Fifty-ninth session, round c (H100, one call; carries baseline/h100-before-59.json, the table
# before the fp16 17829 entry).  Trains of 20, medians of three, allocating.
# - fp16 softmax 17829's entry (stage 6 x 4 x 128, eight blocks an SM) against the table before at
#   the edges and inside of both runs served_diff.py lists (17006-19928 from x 2, 19732-20686 from
#   x 4), aligned widths included (round a timed odd ones only).
# - fp32 softmax 150001-178704 (quack 0.2-0.8 ahead in round b): stage 6 x 16 at 256 threads four
#   blocks an SM (56 registers, no spills), 320 threads three, 192 and 128 threads (80 a thread).
# - fp32 softmax 4100-5800 (liger 0.6 ahead at 4576 in round b): block at 128 / 256 / 288 threads,
#   Triton block, cluster stage 6 x 2, against auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
x16() { echo strategy=cluster,stage=6,cluster_size=16,block_size=$1${2:+,blocks_per_sm=$2},alloc=1; }
blk() { echo strategy=block,block_size=$1,alloc=1; }
ALLOC=1 against_table h100-before-59 softmax fp16 17006,17008,17829,17832,18496,19504,19731,19732,19928,19929,20680,20686 \
  | tee "$OUT/check-17829.txt"
T=250 explore try_matrix.py fp32 auto 150001,155392,162360,170000,178704 strategy=auto,alloc=1 \
  $(x16 256 4) $(x16 320 3) $(x16 192) $(x16 128) | grep -v "^   runs\|SpecError" | tee "$OUT/fp32-x16.txt"
T=200 explore try_matrix.py fp32 auto 4100,4352,4576,4800,5200,5800 strategy=auto,alloc=1 \
  $(blk 128) $(blk 256) $(blk 288) strategy=block,backend=triton,alloc=1 strategy=cluster,stage=6,cluster_size=2,alloc=1 \
  | grep -v "^   runs\|SpecError" | tee "$OUT/fp32-4576.txt"
rm -f "$OUT"/*.csv
