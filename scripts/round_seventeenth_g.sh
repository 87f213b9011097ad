#!/bin/bash
# Seventeenth session, round g (H100): Triton online on rows of one to two tiles at 8 warps
# (16-bit 4500: 0.89 of CUDA), other (warps x groups) shapes, one program a row.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 scripts/try_triton_online_short.py shapes=4x2,4x4,8x2,8x4,16x2 bf16:4500,5001,6001,7001 \
    fp16:4500 fp32:2500,3001,3500 2>&1 | tee "$OUT/short-shapes.txt"
