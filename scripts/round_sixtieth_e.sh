#!/bin/bash
# Sixtieth session, round e (H100, one call).  Trains of 20, allocating.
# 1. GPU tests on the final table (auto, the CUDA twins, --allocate, blocks_per_sm, the
#    fifty-ninth entries, fp32 stage 6 past 64 elements).
# 2. auto against `backend="cuda"` auto (small calls' kernel) at 10 fresh random widths a dtype
#    and op, 128-8192 (seed 6001-6006), single runs.
# 3. fp16 softmax_backward around its Triton entry at 8192 (no twin): both against backend "cuda".
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
gpu_tests "test_auto or allocate or blocks_per_sm or fiftyninth or past_64"
A="strategy=auto,alloc=1 strategy=auto,backend=cuda,alloc=1"
seed=6000
{ for op in softmax log_softmax; do for dt in fp32 bf16 fp16; do
    seed=$((seed + 1))
    T=80 explore try_matrix.py op=$op $dt auto $(random_widths $seed 10 128 8192) $A
  done; done
  T=60 explore try_matrix.py op=softmax_backward fp16 auto 6000,7000,7500,8192,8193,9000,10000 \
    strategy=auto strategy=auto,backend=cuda; } 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/cuda-random.txt"
rm -f "$OUT"/*.csv
