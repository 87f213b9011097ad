#!/bin/bash
# Nineteenth session, round n (H100): Triton online backward fp16 on aligned rows of 64 KB and more
# (32768: 87% at 32 warps of 2 groups, bf16 102; CUDA fp16 now 101): shapes (warps-groups).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
(cd scripts && timeout 200 python3 try_triton_backward_online.py shapes=32-2,32-1,16-1,16-2 fp16:24576,32768,40000,65536 bf16:32768) 2>&1 \
    | tee "$OUT/triton-backward-fp16-shapes.txt"
