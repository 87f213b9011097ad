#!/bin/bash
# Sixteenth session, round k: fp32 rows of 256-512 KB one program a row (the launcher now), the
# gluon kernel at 440-500 KB, and the GPU tests of Triton online.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 60 python3 scripts/online_pct.py fp32 50000,65537,80000,100000,100003,120000 2>&1 | tee "$OUT/online-pct-fp32.txt"
(cd scripts && timeout 40 python3 try_gluon_threshold.py fp32:110000,120000,125000 2>&1 | tee "$OUT/gluon-threshold.txt")
timeout 150 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py tests/test_torch_ops.py \
    -k "online and triton" -p no:cacheprovider 2>&1 | tail -15 | tee "$OUT/tests.txt"
