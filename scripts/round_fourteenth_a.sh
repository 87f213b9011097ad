#!/bin/bash
# Fourteenth session, round a: CUDA online's block shape on short rows, Triton smem's stages on
# 16-bit rows of 40-64 KB.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
timeout 330 python3 try_online_block.py bf16:512,1024,2048,4096,8192,12345,16384,32768 \
    fp16:1024,4096,8192,12345,16384 fp32:512,1024,2048,4096,8192,12345,16384 2>&1 | tee "$OUT/online-block.txt"
timeout 150 python3 try_triton_smem_stages.py bf16:30001,20001,32768 fp16:30001 2>&1 | tee "$OUT/triton-smem-stages.txt"
