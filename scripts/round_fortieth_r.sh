#!/bin/bash
# Fortieth session, round r (H100): bf16's held entry at one tile in log_softmax too (round q): the
# held entry's and long rows' GPU tests in bf16; fp16 softmax's held entry at one or two tiles
# (held=1, held=2; ships three); medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -rf -k "(held or long_rows or log_softmax_long or online_shaped) and bf16" 2>&1 \
    | tee "$OUT/r-tests.txt" | tail -3
REPEAT=3 T=200 explore try_matrix.py fp16 online 100000,131072,160000 "" held=1 held=2 | tee "$OUT/r-fp16.txt"
