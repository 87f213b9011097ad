#!/bin/bash
# Nineteenth session, round p (H100): Triton online backward fp16 on aligned rows up to 32 KB
# (16384: 77% at 32 warps of 2 groups, CUDA 99; round o): shapes (warps-groups).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
(cd scripts && timeout 200 python3 try_triton_backward_online.py shapes=8-2,16-2,16-1,32-2 fp16:4096,8192,12288,16384 bf16:8192) 2>&1 \
    | tee "$OUT/triton-backward-fp16-shapes-2.txt"
