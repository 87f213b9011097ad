#!/bin/bash
# Seventeenth session, round f (H100): no cap for 16-bit peeled at 16 warps on one program a row
# (two resident an SM under it); capped and uncapped in the same run; GPU tests.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 scripts/online_pct.py fp16,bf16 20001,30001,36001,40001,50001,60001,65537,70001 uncapped 2>&1 | tee "$OUT/online-pct-16bit.txt"
timeout 250 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py tests/test_torch_ops.py \
    -k "online and triton or generated" -p no:cacheprovider 2>&1 | tail -15 | tee "$OUT/tests.txt"
