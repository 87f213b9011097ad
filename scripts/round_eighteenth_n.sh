#!/bin/bash
# Eighteenth session, round n (H100): Triton online backward with 16-bit peeled rows under 64 KB
# at 16 warps of 1 group, the shipped launcher against 32 warps of 2.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 120 python3 scripts/try_triton_backward_online.py shapes=32-2 bf16:16385,20001,24577,32769,40001 \
    fp16:16385,65537 2>&1 | tee "$OUT/backward-online.txt"
