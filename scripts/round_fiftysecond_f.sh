#!/bin/bash
# Fifty-second session, round f (H100, one call, about 2 minutes): the band past stage 6's 224 x 7
# (auto: stage 1 x 16, 96.5-98.3) with stage 6 x 16 at 288 / 320 / 352 threads, which entry 131's
# rule gives three blocks an SM (27 / 30 / 33 warps; ptxas 64-70 / 64 / 56 registers, no spills;
# 320 and 352 took two before it).  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
S=stage=6,cluster_size=16
for case in softmax:bf16 softmax:fp16 log_softmax:bf16; do
  IFS=: read op dt <<< "$case"
  explore try_matrix.py op=$op $dt cluster 201000,205000,210000,215000,220000 strategy=auto \
      $S,block_size=288 $S,block_size=320 $S,block_size=352 2>&1 | grep -v "^   runs\|SpecError"
done | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
