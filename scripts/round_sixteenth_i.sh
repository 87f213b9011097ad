#!/bin/bash
# Sixteenth session, round i: fp16 peeled rows of 100-140 KB (round h: 60001 at 264 programs 53%),
# 264 programs against one a row, twice.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts && for i in 1 2; do timeout 100 python3 try_triton_online_two_an_sm.py fp16:50001,55001,60001,65537,70001 \
    bf16:60001 2>&1 | tee -a "$OUT/two-an-sm-fp16-peeled.txt"; done
