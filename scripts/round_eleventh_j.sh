#!/bin/bash
# Eleventh session: CUDA online's row-cache entry with 0-3 tiles a row held in registers.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 400 python3 scripts/try_online_held.py bf16:131072,262144 fp16:262144 fp32:16384,32768,65536,131072,262144 2>&1 | tee "$OUT/online-held.txt"
