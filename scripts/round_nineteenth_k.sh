#!/bin/bash
# Nineteenth session, round k (H100): log_softmax_backward fp16 online read from the pair, with
# ptxas's 64 registers (16 bytes spilled) or bounded for one block an SM (105, none spilled).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
(cd scripts && timeout 150 python3 try_fp16_convert.py op=log_softmax_backward variants=cvt,pair,pair1 online:4097,8193,16385,32769,100001) 2>&1 \
    | grep -v "warning\|^ *$\|for (int\|\^\|detected during\|instantiation\|Remark" | tee "$OUT/log-backward-pair-2.txt"
