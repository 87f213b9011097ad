#!/bin/bash
# Seventeenth session, round d: the launcher's register caps (8 warps all, 16 warps peeled, rows
# of two tiles or more): Triton / CUDA online (CUDA compiled for each width), GPU tests.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 170 python3 scripts/online_pct.py bf16,fp16 4500,8192,12345,16000,20001,30001,50001,65537,100003 2>&1 | tee "$OUT/online-pct-16bit.txt"
timeout 100 python3 scripts/online_pct.py fp32 2500,4001,7001,12345,32768,50001,100000 2>&1 | tee "$OUT/online-pct-fp32.txt"
timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py tests/test_torch_ops.py \
    -k "online or generated or gluon" -p no:cacheprovider 2>&1 | tail -15 | tee "$OUT/tests.txt"
