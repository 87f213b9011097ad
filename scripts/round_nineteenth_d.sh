#!/bin/bash
# Nineteenth session, round d (H100): CUDA fp16 backward's speed against its inputs' values
# (scripts/probe_fp16_data.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts && timeout 200 python3 probe_fp16_data.py online:16385 smem:12345 smem:4097 block:8193 2>&1 | tee "$OUT/fp16-data.txt"
