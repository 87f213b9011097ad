#!/bin/bash
# Sixtieth session, round h (H100, one call).  Trains of 20, medians of three, allocating.
# quack's own structure in our cluster kernel: its slice copied into shared memory by cp.async,
# then into registers (stage 2 with async_copy=1; fp32 at 76 elements a thread: stage 1), every
# warp's partial exchanged on mbarriers (exchange=2; also 1, a block's), in quack's shape
# (x 8 / x 16 at 256 threads, quack's cluster by width), against auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
q() { echo "strategy=cluster,stage=$1,cluster_size=$2,block_size=256,async_copy=1,blocks_per_sm=$3,exchange=$4,alloc=1"; }
{ T=150 explore try_matrix.py bf16 auto 88000,95424,97280 strategy=auto,alloc=1 $(q 2 8 4 2) $(q 2 8 4 1) $(q 1 8 4 2)
  T=150 explore try_matrix.py bf16 auto 163064,262144 strategy=auto,alloc=1 $(q 2 16 4 2) $(q 2 16 2 2) $(q 1 16 4 2)
  T=100 explore try_matrix.py fp16 auto 163064 strategy=auto,alloc=1 $(q 2 16 4 2) $(q 1 16 4 2)
  T=100 explore try_matrix.py fp32 auto 155392,178704 strategy=auto,alloc=1 $(q 1 8 2 2) $(q 1 8 2 1); } 2>&1 \
  | grep -v "^   runs\|SpecError" | tee "$OUT/quack-structure.txt"
rm -f "$OUT"/*.csv
