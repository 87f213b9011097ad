#!/bin/bash
# Fourteenth session, round e: Triton online's program shape on short rows; CUDA online's
# 32-thread blocks at 1-4 packs a thread on rows under 128 packs.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
timeout 300 python3 try_triton_online_short.py bf16:128,256,512,781,1000,1024,2048,3000,4096 \
    fp32:128,256,512,781,1000,1024,2048 2>&1 | tee "$OUT/triton-online-short.txt"
SHAPES=32x1,32x2,32x4,64x2 timeout 150 python3 try_online_block.py bf16:128,256,512,781,1000 fp32:128,256,781 \
    2>&1 | tee "$OUT/online-block-tiny.txt"
