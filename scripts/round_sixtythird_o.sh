#!/bin/bash
# Sixty-third session, round o (H100, one call).  No session has tried a cluster of a size that is
# not a power of two (the spec allows 2-16).  Where quack leads (allocating) and our powers of two
# leave uneven packs a thread: fp32 softmax 84000-96000 (x 16 x 192 with bulk stores, 7.4 packs a
# thread at 91104), bf16 86000-97280 (x 16 x 128 at eight blocks, 5.4-6) and 16-bit 161464-163064
# (x 16 x 256 at four blocks): clusters of 10, 12 and 14, against auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6"
# round p (argument "p", run inline): x 12 x 256 and x 8 x 256 with bulk stores at fp32 softmax
# 86500-93000 in steps of 500, against auto
if [ "$1" = p ]; then
  T=250 explore try_matrix.py fp32 auto 86500,87000,87500,88000,88500,89000,89500,90000,90500,91000,91104,91500,92000,93000 \
    strategy=auto $c,bulk_store=1,cluster_size=12,block_size=256 $c,bulk_store=1,cluster_size=8,block_size=256 2>&1 \
    | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
  rm -f "$OUT"/*.csv; exit
fi
{ T=200 explore try_matrix.py fp32 auto 84000,86000,88000,90000,91104,92000,94000,96000 strategy=auto \
    $c,bulk_store=1,cluster_size=12,block_size=192 $c,bulk_store=1,cluster_size=12,block_size=256 \
    $c,bulk_store=1,cluster_size=10,block_size=256 $c,bulk_store=1,cluster_size=14,block_size=192
  T=200 explore try_matrix.py bf16 auto 86000,88000,90112,92000,95424,97280 strategy=auto \
    $c,cluster_size=12,block_size=128,blocks_per_sm=8 $c,cluster_size=12,block_size=128 \
    $c,cluster_size=12,block_size=160 $c,cluster_size=10,block_size=160 $c,cluster_size=14,block_size=128,blocks_per_sm=8
  T=150 explore try_matrix.py bf16 auto 160000,161464,163064,170000 strategy=auto \
    $c,cluster_size=12,block_size=256 $c,cluster_size=12,block_size=256,blocks_per_sm=4 $c,cluster_size=14,block_size=192
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
