#!/bin/bash
# Fifty-seventh session, round j (H100, one call): the cluster slice's scale, exp(shift - max) /
# sum, with rcp.approx in place of the IEEE division (scripts/probe_lean_rows.py's cluster-rcp)
# in the entries auto serves where quack still leads: fp16 163064, 16-bit 262144, fp32 155392 /
# 178704; trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export TRAIN=20 VARIANTS="as is,cluster-rcp"
rm -f "$TABLE"
T=150 lean_rows "fp16 163064,262144" "bf16 262144" "fp32 155392,178704" -- served | tee -a "$OUT/cluster-rcp.txt"
