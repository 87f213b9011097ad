#!/bin/bash
# Sixteenth session, round j: Triton online's fp32 rows of 256-512 KB one program a row.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts && timeout 150 python3 try_triton_online_fp32_row.py fp32:65537,80000,100000,100003,120000 2>&1 | tee "$OUT/fp32-row.txt"
