#!/bin/bash
# Sixteenth session, round b: Triton online's kernel with 16- and 8-warp programs on 16-bit rows
# of 150-260 KB (scripts/try_triton_online_16w_long.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts && timeout 500 python3 try_triton_online_16w_long.py bf16:80000,100000,100003,120000,131072 \
    fp16:80000,100000,120000 2>&1 | tee "$OUT/triton-online-16w-long.txt"
