#!/bin/bash
# Sixteenth session, round g: 16-bit programs counted at 52 registers (bf16 peeled rows take 52:
# round f's 50001 fell to 72%), % of copy against CUDA online; GPU tests of online.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 150 python3 scripts/online_pct.py bf16,fp16 \
    30001,36000,40000,40001,50000,50001,60000,60001,65536,65537,70000,70001,72000,100003 2>&1 | tee "$OUT/online-pct-16bit.txt"
timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py tests/test_torch_ops.py \
    -k "online or generated" -p no:cacheprovider 2>&1 | tail -15 | tee "$OUT/tests.txt"
