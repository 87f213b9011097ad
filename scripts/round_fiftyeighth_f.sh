#!/bin/bash
# Fifty-eighth session, round j (H100, one call; carries baseline/h100-before-58j.json, the table
# before the 16-bit 208 entries).  Trains of 20, allocating, medians of three.
# 1. 16-bit softmax 208 at 16 lanes x 128 threads with approx_rcp (round a: +0.4-0.9 at 200-212
#    over what auto served) against the table before, at 200-215 (the runs served_diff.py lists).
# 2. More warps an SM for 16-bit stage 6 x 16 at 120000-180000 (blocks_per_sm at 256-512
#    threads, 40-48 warps; rounds f-g found 24 -> 32 warps worth +0.1-1.6 at 80000-98304).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
for dt in bf16 fp16; do
  ALLOC=1 against_table h100-before-58j softmax $dt 200,201,203,205,207,208,209,211,213,215
done | tee "$OUT/check-208.txt"
x16=strategy=cluster,stage=6,cluster_size=16,alloc=1
for dt in bf16 fp16; do
  T=200 explore try_matrix.py $dt auto 120000,131072,145000,163064,180000 strategy=auto,alloc=1 \
    $x16,block_size=256,blocks_per_sm=5 $x16,block_size=384,blocks_per_sm=4 $x16,block_size=512,blocks_per_sm=3 \
    | grep -v "^   runs\|SpecError"
done | tee "$OUT/warps-long.txt"
rm -f "$OUT"/*.csv
