#!/bin/bash
# Seventeenth session, round h (H100): 16-bit rows over one 8-warp tile and under two at 4 warps
# (the launcher); Triton / CUDA online; GPU tests on the session's final launcher.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 150 python3 scripts/online_pct.py bf16,fp16 4096,4500,5001,6001,7001,8192 uncapped 2>&1 | tee "$OUT/online-pct-16bit.txt"
timeout 250 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py tests/test_torch_ops.py \
    -k "online and triton or generated" -p no:cacheprovider 2>&1 | tail -15 | tee "$OUT/tests.txt"
