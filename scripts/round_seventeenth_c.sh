#!/bin/bash
# Seventeenth session, round c: Triton online at 8 warps (16-bit rows of 8-32 KB, fp32 of 8-32
# KB), capped at 40 / 48 registers, where ptxas serializes a thread's loads (32-40 registers).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 500 python3 scripts/try_triton_online_maxnreg.py 40,48 bf16:4500,6001,8192,10001,12345,14001,16000 \
    fp16:6001,10001,12345,14001 fp32:2500,4001,5001,7001,8000 2>&1 | tee "$OUT/maxnreg-8-warps.txt"
