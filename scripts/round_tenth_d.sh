#!/bin/bash
# Tenth session: Triton online 16-bit rows of 119-140 KB at 16 warps, two programs an SM: GPU
# tests of Triton online, then the shipped launchers against CUDA online.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "online and triton" 2>&1 | tail -3 | tee "$OUT/tests-triton-online.txt"
timeout 300 python3 scripts/online_pct.py bf16,fp16 50000,60000,65536,70000,71680,80000,100000,131072 2>&1 | tee "$OUT/online-pct.txt"
