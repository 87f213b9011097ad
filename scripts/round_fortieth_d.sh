#!/bin/bash
# Fortieth session, round d (H100): CUDA online with fp32's L2 prefetch and bf16's folded exponent
# (the held entry unfolded in bf16, where folded it spills 8 bytes; heldfold=1 folds it anyway,
# held=1 keeps one tile folded) against the module before (baseline/r39: `softgen emit --strategy
# online --backend cuda --out baseline/r39` in a worktree of c222bf2); the fold's GPU tests first.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "online_folded or split" 2>&1 \
    | tee "$OUT/d-tests.txt" | tail -3
REPEAT=3 T=280 explore try_matrix.py bf16 online 50000,65536,100000,131072,160000,200003,262144 "" baseline=r39 heldfold=1 held=1 \
    | tee "$OUT/d-bf16.txt"
REPEAT=3 T=200 explore try_matrix.py fp32 online 1024,4096,12345,50000,131072,262144 "" baseline=r39 | tee "$OUT/d-fp32.txt"
REPEAT=3 T=120 explore try_matrix.py op=log_softmax fp32 online 12345,65536,262144 "" baseline=r39 | tee "$OUT/d-log-fp32.txt"
