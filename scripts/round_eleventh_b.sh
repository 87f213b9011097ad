#!/bin/bash
# Eleventh session: CUDA online 16-bit with the row cache at two blocks an SM (launch bounds),
# and Triton online fp32 with registers caching a row's first elements at more widths.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 scripts/try_online_16bit_cache.py bf16,fp16 8192,16384,32768,50000,65536,100000,131072,262144 2>&1 | tee "$OUT/online-16bit-cache-bounds.txt"
timeout 200 python3 scripts/try_triton_online_cache.py fp32:80000,100000,131072 2>&1 | tee "$OUT/triton-online-cache-fp32.txt"
