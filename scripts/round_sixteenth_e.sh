#!/bin/bash
# Sixteenth session, round e: 16-bit rows of 100-140 KB, a program a row (the launcher now)
# against two programs an SM (its earlier grid there), twice.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts && for i in 1 2; do timeout 120 python3 try_triton_online_two_an_sm.py bf16:50000,50001,60000,70000 \
    fp16:50000,50001,60000,70000 2>&1 | tee -a "$OUT/triton-online-two-an-sm-2.txt"; done
