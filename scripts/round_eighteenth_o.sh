#!/bin/bash
# Eighteenth session, round o (H100): Triton online backward on 16-bit peeled rows of 64-100 KB:
# 16 warps of 1 group and 32 of 1 against the shipped 32 of 2.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 100 python3 scripts/try_triton_backward_online.py shapes=16-1,32-1 bf16:32769,40001,50001 2>&1 \
    | tee "$OUT/backward-online.txt"
