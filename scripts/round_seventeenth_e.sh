#!/bin/bash
# Seventeenth session, round e (H100): round d's Triton / CUDA online figures with the launcher's
# register caps, and uncapped in the same run.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 250 python3 scripts/online_pct.py bf16,fp16 4500,8192,12345,16000,20001,30001,50001,65537,100003 uncapped 2>&1 | tee "$OUT/online-pct-16bit.txt"
timeout 120 python3 scripts/online_pct.py fp32 2500,4001,7001,10001,12345,32768,50001,100000 uncapped 2>&1 | tee "$OUT/online-pct-fp32.txt"
