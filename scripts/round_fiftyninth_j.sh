#!/bin/bash
# Fifty-ninth session, round m (H100, one call).  Trains of 20, medians of three, allocating.
# Four blocks of 256 threads (five or six packs a thread, 56-64 registers, no spills; +0.1-1.5 at
# 16-bit x 16, round d) in the smaller clusters: x 2 at 17008-24576 (quack's shape at fp16 17008,
# 0.8 ahead of auto in round g), x 4 at 34000-49152, x 8 at 68000-98304, against auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
k() { echo strategy=cluster,stage=6,cluster_size=$1,block_size=256,blocks_per_sm=4,alloc=1; }
for dt in fp16 bf16; do
  T=280 explore try_matrix.py $dt auto 17008,18496,20000,22000,24576,34000,40000,45000,49152,68000,75000,82000,90112,98304 \
    strategy=auto,alloc=1 $(k 2) $(k 4) $(k 8) | grep -v "^   runs\|SpecError"
done | tee "$OUT/four-blocks.txt"
rm -f "$OUT"/*.csv
