#!/bin/bash
# Sixteenth session, round f: Triton online's programs counted by registers (16-bit: 3 an SM at
# 16 warps, one a row at 32), % of copy against CUDA online; then the GPU tests.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 scripts/online_pct.py bf16,fp16 \
    12345,20000,32768,36000,40000,50000,50001,60000,65536,70000,72000,80000,100000,100003,131072,131075,160000,200000,250000 \
    2>&1 | tee "$OUT/online-pct-16bit.txt"
timeout 60 python3 scripts/online_pct.py fp32 8192,32768,40000,50000,65536,100000 2>&1 | tee "$OUT/online-pct-fp32.txt"
timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py tests/test_torch_ops.py \
    -k "online or auto or generated or gluon or in_place" -p no:cacheprovider 2>&1 | tail -15 | tee "$OUT/tests.txt"
