#!/bin/bash
# Twelfth session: CUDA online 16-bit, the row-cache entry compiled for two blocks an SM
# (__launch_bounds__(512, 2): 64 registers; fp16 no spills, bf16 52 bytes) and allowed at any
# row that overfills L2 (CACHED_FROM_BYTES 0), rendered into baseline/cached2, against the
# shipped launcher, same run.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 500 python3 scripts/try_online_entries.py baseline/cached2 bf16,fp16 50000,65536,80000,100000,131072,262144 2>&1 | tee "$OUT/online-cached2.txt"
