#!/bin/bash
# Eighteenth session, round m (H100): Triton online backward on 16-bit rows of 32-50 KB peeled
# (bf16 16385 at 32 warps of 2 groups: 76% of copy in round l).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 150 python3 scripts/try_triton_backward_online.py shapes=32-2,32-1,16-1,16-2 bf16:16385,16400,17000,24577 \
    fp16:16385 2>&1 | tee "$OUT/backward-online.txt"
