#!/bin/bash
# Sixty-first session, round p (H100, one call).  quack leads at 16-bit 262144 by 1.0 (round o:
# auto 97.9 / 98.0, quack 98.9 / 99.0, allocating).  256 rows, a cluster of 16 a row: at three
# blocks of 256 an SM (auto's stage 6) about 24 clusters run at once, 10.7 waves; at four, 32
# and 8 whole waves.  Shapes at four blocks an SM against auto, allocating, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,cluster_size=16,alloc=1"
for dt in bf16 fp16; do
  T=150 explore try_matrix.py $dt auto 245000,262144,262143 strategy=auto,alloc=1 $c,stage=6,block_size=256,blocks_per_sm=4 \
    $c,stage=1,block_size=256 $c,stage=1,block_size=256,async_copy=1 $c,stage=6,block_size=512
done 2>&1 | grep -v "^   runs" | tee "$OUT/shapes-262144.txt"
rm -f "$OUT"/*.csv
