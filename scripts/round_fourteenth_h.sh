#!/bin/bash
# Fourteenth session, round h: Triton online's gluon kernel on long rows: its GPU tests, then
# Triton / CUDA online on the long widths (same run).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 240 python3 -m pytest -q -m gpu tests/test_gpu.py -k "gluon or online_long_rows or in_place" -p no:cacheprovider \
    2>&1 | tail -25 | tee "$OUT/tests-gluon.txt"
timeout 200 python3 scripts/online_pct.py fp32,bf16,fp16 65536,100000,131072,131075,262144 2>&1 | tee "$OUT/online-pct-gluon.txt"
