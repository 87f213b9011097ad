#!/bin/bash
# Seventeenth session, round k (H100): the gluon kernel holding 16 fp32 elements a thread, from
# fp32 rows of 384 KB (the launcher); Triton / CUDA online; GPU tests.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 150 python3 scripts/online_pct.py fp32 80000,98304,100000,100003,110000,120000,131072,131075,200000,262144 \
    2>&1 | tee "$OUT/online-pct-fp32.txt"
timeout 280 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py tests/test_torch_ops.py \
    -k "online and triton or generated or gluon" -p no:cacheprovider 2>&1 | tail -15 | tee "$OUT/tests.txt"
