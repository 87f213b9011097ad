#!/bin/bash
# Twentieth session, round k (H100): Triton log_softmax_backward online on aligned bf16 rows of
# 32-128 KB (round j: 16384 at 0.89 of CUDA, 32768 0.91, at the launcher's 32 warps of 2).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
timeout 250 python3 try_triton_backward_online.py op=log_softmax_backward shapes=16-1,16-2,32-1,32-2 \
    bf16:16384,24576,32768,40000,49152,65536 2>&1 | grep -v Warn | tee "$OUT/log-aligned-shapes.txt"
