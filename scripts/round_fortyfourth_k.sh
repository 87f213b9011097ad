#!/bin/bash
# Forty-fourth session, round k (H100): bf16 online's row-cache entry at two blocks an SM, three
# shares first (shipped, as fp16's) against uncapped (cachedmin=1, the rule before), both ops;
# then memcheck on CUDA online (the row-cache entry at 65539 included) and the GPU tests of bf16 online.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=150 explore try_matrix.py bf16 online 40000,50000,65536,80000,90001 "" cachedmin=1 | tee "$OUT/k-bf16.txt"
REPEAT=3 T=100 explore try_matrix.py op=log_softmax bf16 online 50000,65536,80000 "" cachedmin=1 | tee "$OUT/k-log-bf16.txt"
timeout 120 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tee "$OUT/k-memcheck.txt" | tail -1
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "online and bf16" 2>&1 \
    | tee "$OUT/k-tests.txt" | tail -4
