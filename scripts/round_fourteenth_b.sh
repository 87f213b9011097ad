#!/bin/bash
# Fourteenth session, round b: CUDA online's block shape on the shortest rows (32-thread blocks)
# and in the backward ops.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
SHAPES=32x2,32x4,64x2,64x4,128x4,256x4,512x4 timeout 200 python3 try_online_block.py \
    bf16:128,256,512,1024,2048 fp32:128,256,512,1024 2>&1 | tee "$OUT/online-block-short.txt"
SHAPES=32x4,64x4,128x4,256x4,512x4 timeout 300 python3 try_online_block.py \
    bf16:512,1024,2048,4096,8192,12345,16384,32768:softmax_backward \
    fp32:512,1024,2048,4096,8192,12345,16384:softmax_backward 2>&1 | tee "$OUT/online-block-backward.txt"
