#!/bin/bash
# Sixtieth session, round l (H100, one call).  Trains of 20, medians of three.  Twin candidates
# where `backend="cuda"` still trails auto (rounds a, e):
# 1. fp16 softmax_backward 5793-9000, its Triton entry 8192's band (104.0-104.3 against 105.4-105.7):
#    CUDA block, cluster x 4 and stage 2 x 2 (the fastest CUDA kernels at 8192, round f).
# 2. 16-bit log_softmax around its Triton entry at 1024 (99.3-99.5 against 100.3-100.4): warp and
#    block x 128, allocating.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ T=200 explore try_matrix.py op=softmax_backward fp16 block 5793,6000,7000,7500,8192,8193,8800,9000 strategy=auto \
    strategy=auto,backend=cuda "" strategy=cluster,cluster_size=4 strategy=cluster,stage=2,cluster_size=2
  for dt in bf16 fp16; do
    T=120 explore try_matrix.py op=log_softmax $dt warp 880,960,1000,1016,1024,1032,1040,1064 strategy=auto,alloc=1 \
      strategy=auto,backend=cuda,alloc=1 alloc=1 strategy=block,block_size=128,alloc=1
  done; } 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/twins.txt"
rm -f "$OUT"/*.csv
