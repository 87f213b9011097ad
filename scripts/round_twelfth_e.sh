#!/bin/bash
# Twelfth session: CUDA online with the grid balanced over waves (rows / ceil(rows / resident
# blocks) blocks, each striding over its rows) against one block a row (shipped), same run:
# baseline/balanced is the shipped module with that grid in _launch_rows.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 560 python3 scripts/try_online_entries.py baseline/balanced bf16,fp32,fp16 32768,50000,65536,80000,100000,131072,131075,262144 2>&1 | tee "$OUT/online-balanced.txt"
