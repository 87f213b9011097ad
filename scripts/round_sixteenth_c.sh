#!/bin/bash
# Sixteenth session, round c: Triton online's 32-warp programs two an SM on rows of 64-500 KB
# (scripts/try_triton_online_two_an_sm.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts && timeout 540 python3 try_triton_online_two_an_sm.py bf16:36000,50000,72000,80000,100000,100003,131072,160000,200000,250000 \
    fp16:72000,100000,160000 fp32:16384,32768,40000,50000,65536,80000,100000,100003 2>&1 | tee "$OUT/triton-online-two-an-sm.txt"
