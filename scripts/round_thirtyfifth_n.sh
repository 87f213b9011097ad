#!/bin/bash
# Thirty-fifth session, round n (H100): the GPU tests of online and of the folded exponent with
# fp16 online's folded row-cache entry, compute-sanitizer on the online cases, and the shipped
# fp16 online against round m's.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py -k "fold or (online and not triton)" 2>&1 | tail -3
timeout 150 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tail -2
REPEAT=3 T=150 explore try_matrix.py fp16 online 65536,100000,131072,262144 "" fold=0 | tee "$OUT/n-fp16.txt"
