#!/bin/bash
# Seventeenth session, round b: Triton online's peeled kernel capped at 48 registers (16-bit) /
# 40 (fp32) at 16 warps (the launcher); caps at 8 warps and fewer explored; GPU tests.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 100 python3 scripts/online_pct.py bf16,fp16 40001,50001,60000,60001,65537,70001 2>&1 | tee "$OUT/online-pct-16bit.txt"
timeout 60 python3 scripts/online_pct.py fp32 10001,12345,16001 2>&1 | tee "$OUT/online-pct-fp32.txt"
timeout 200 python3 scripts/try_triton_online_maxnreg.py 40,48 bf16:3001,5001,12345,12352 fp16:5001,12345,16001 \
    fp32:3001,6001,10001 2>&1 | tee "$OUT/maxnreg-short.txt"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py tests/test_torch_ops.py \
    -k "online and triton or generated" -p no:cacheprovider 2>&1 | tail -15 | tee "$OUT/tests.txt"
