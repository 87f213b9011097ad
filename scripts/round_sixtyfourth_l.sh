#!/bin/bash
# Sixty-fourth session, round l (H100, one call).  Round k (allocating): quack leads bf16 softmax
# at 221000 (100.8 to auto's 98.6) and 227000 (101.0 to 99.1).  Stage 6 x 16 at 256-512 threads,
# four / eight blocks an SM, bulk stores, and clusters of 12 / 14 there against auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6"
T=200 explore try_matrix.py bf16 auto 215000,221000,227000 strategy=auto $c,cluster_size=16,block_size=256 \
  $c,cluster_size=16,block_size=320 $c,cluster_size=16,block_size=384 $c,cluster_size=16,block_size=512 \
  $c,cluster_size=16,block_size=256,blocks_per_sm=4 $c,cluster_size=16,block_size=192 \
  $c,cluster_size=12,block_size=384 $c,cluster_size=14,block_size=384 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
