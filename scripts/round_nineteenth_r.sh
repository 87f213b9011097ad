#!/bin/bash
# Nineteenth session, round r (H100): bf16 online backward (both ops) with elem() read from the
# 32-bit pair (as bf16's other strategies and, since entry 77, fp16's online backward read it).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
(cd scripts
 for op in softmax_backward log_softmax_backward; do
   timeout 100 python3 try_fp16_convert.py op=$op dtype=bf16 variants=bf16-extract,bf16-pair,bf16-pair1 online:8193,16385,32769,100001
 done) 2>&1 | grep -v "warning\|^ *$\|for (int\|\^\|detected during\|instantiation\|Remark" | tee "$OUT/bf16-online-backward-pair.txt"
