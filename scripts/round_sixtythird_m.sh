#!/bin/bash
# Sixty-third session, round m (H100, one call).  quack leads bf16 softmax 88000-97280 by 0.3-0.8
# (allocating, round j), where stage 6 x 16 x 128 at eight blocks serves (5.4-6.1 packs a
# thread).  Other block sizes at x 16 and x 8 there, against auto (not allocating).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6"
T=300 explore try_matrix.py bf16 auto 86000,88000,90112,92000,95424,97280 strategy=auto \
  $c,cluster_size=16,block_size=96 $c,cluster_size=16,block_size=96,blocks_per_sm=8 $c,cluster_size=16,block_size=160 \
  $c,cluster_size=16,block_size=192 $c,cluster_size=16,block_size=224 $c,cluster_size=16,block_size=256 \
  $c,cluster_size=8,block_size=192 $c,cluster_size=8,block_size=256 $c,cluster_size=8,block_size=256,blocks_per_sm=4 \
  $c,cluster_size=8,block_size=352 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
