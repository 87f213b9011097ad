#!/bin/bash
# Sixteenth session, round h: 16-bit persistent grids capped at the most registers' residency
# (2 an SM at 16 warps), one program a row only where the fewest registers' rows fit L2; GPU
# tests of Triton online.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 120 python3 scripts/online_pct.py bf16,fp16 \
    36000,40000,40001,50000,50001,60000,60001,65537,70000,70001,100003 2>&1 | tee "$OUT/online-pct-16bit.txt"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py tests/test_torch_ops.py \
    -k "online and triton or generated" -p no:cacheprovider 2>&1 | tail -15 | tee "$OUT/tests.txt"
