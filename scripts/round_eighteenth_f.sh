#!/bin/bash
# Eighteenth session, round f (H100): Triton online backward shapes over a denser set of widths.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 560 python3 scripts/try_triton_backward_online.py shapes=8-2,8-4,16-1,16-2,16-4,32-2 \
    bf16:6000,8192,10000,12345,16384,20001,24576,32768,40000,50000 \
    fp32:3000,4096,6000,8192,10000,12345,16384,20001,24576,32768 2>&1 | tee "$OUT/backward-online.txt"
