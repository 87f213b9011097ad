#!/bin/bash
# Tenth session: Triton online with pipelined tile loops (try_triton_online_stages.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 400 python3 scripts/try_triton_online_stages.py 2>&1 | tee "$OUT/triton-online-stages.txt"
