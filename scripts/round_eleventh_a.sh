#!/bin/bash
# Eleventh session: Triton online with the first elements of a row kept in registers, and CUDA
# online in 16-bit with the row cache, on long rows (each against the shipped kernels, same run).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 280 python3 scripts/try_online_16bit_cache.py bf16,fp16 32768,65536,131072,262144 2>&1 | tee "$OUT/online-16bit-cache.txt"
timeout 300 python3 scripts/try_triton_online_cache.py fp32:131072,262144,65536 bf16:131072,262144 2>&1 | tee "$OUT/triton-online-cache.txt"
