#!/bin/bash
# Sixty-third session, round t (H100, one call).  Round p: a cluster of 12 ran level with x 16
# where x 16 ran level, and gained 0.5-0.6 where x 16 dipped (fp32 88000, 90112, 91104).  Do
# the powers of two (where auto runs 98.8-100) and 16-bit 262144 (quack +1.0) dip the same way?
# Clusters of 12 and 14 there against auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6"
{ T=150 explore try_matrix.py fp32 auto 32768,65536,131071,131072 strategy=auto \
    $c,bulk_store=1,cluster_size=12,block_size=192 $c,bulk_store=1,cluster_size=12,block_size=256 \
    $c,bulk_store=1,cluster_size=12,block_size=384
  T=150 explore try_matrix.py bf16 auto 65536,131072 strategy=auto \
    $c,cluster_size=12,block_size=128,blocks_per_sm=8 $c,cluster_size=12,block_size=256 $c,cluster_size=12,block_size=384
  T=150 explore try_matrix.py bf16 auto 262143,262144 strategy=auto \
    $c,cluster_size=12,block_size=352 $c,cluster_size=12,block_size=384 $c,cluster_size=14,block_size=320 \
    $c,cluster_size=14,block_size=384
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
