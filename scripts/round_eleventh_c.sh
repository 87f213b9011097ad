#!/bin/bash
# Eleventh session: CUDA online 16-bit with the row cache, one block an SM with all its shared
# memory, at the widths between 64 and 512 KB rows; then the GPU tests of Triton online and the
# shipped Triton online launchers (fp32 rows over 256 KB now keep 32 elements a thread in registers).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 scripts/try_online_16bit_cache.py bf16,fp16 50000,65536,80000,100000,131072,262144 1 2>&1 | tee "$OUT/online-16bit-cache-full.txt"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "online and triton or long_rows" 2>&1 | tail -15 | tee "$OUT/tests-triton-online.txt"
timeout 150 python3 scripts/online_pct.py fp32 65536,80000,100000,131072,262144 2>&1 | tee "$OUT/online-pct-fp32.txt"
