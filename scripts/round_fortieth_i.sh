#!/bin/bash
# Fortieth session, round i (H100): Triton online's gluon kernel writes 16-bit softmax with the folded
# exponent (one fma and one exp2 an element on rows whose max is moderate; fold=0: the exact form
# as before); the fold's GPU tests in both backends first; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 250 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "online_folded or (split and triton) or gluon" 2>&1 \
    | tee "$OUT/i-tests.txt" | tail -3
for dt in bf16 fp16; do
  REPEAT=3 T=250 explore try_matrix.py $dt online 131072,160000,200003,262144,300001 "backend=triton" backend=triton,fold=0 | tee "$OUT/i-$dt.txt"
done
