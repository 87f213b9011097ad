#!/bin/bash
# Nineteenth session, round e (H100): fp16 backward's conversion variants, with a speed probe
# (bf16's shift on fp16 bits, values wrong) to see whether the conversion is the whole gap.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
timeout 240 python3 try_fp16_convert.py op=softmax_backward smem:4097,12345 online:16385,32769 cluster:100001 \
    2>&1 | grep -v "warning\|^ *$\|for (int\|\^\|detected during\|instantiation\|Remark" | tee "$OUT/fp16-convert-backward-2.txt"
