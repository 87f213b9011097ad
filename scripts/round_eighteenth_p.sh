#!/bin/bash
# Eighteenth session, round p (H100): Triton online backward's shipped launcher on 16-bit peeled
# rows of 64-100 KB (32 warps of 1 group, round o).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 60 python3 scripts/try_triton_backward_online.py shapes=none bf16:32769,40001,50001 fp16:65537,20001 2>&1 \
    | tee "$OUT/backward-online.txt"
