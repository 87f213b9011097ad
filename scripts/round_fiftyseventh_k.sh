#!/bin/bash
# Fifty-seventh session, round k (H100, one call): the register row without its peel (rows
# 16-byte aligned in x and y; scripts/probe_lean_rows.py's aligned) and with rcp.approx in the
# block entries auto serves at 16-bit 1100-2048, where quack led bf16 1464 by 0.5-0.6 (rounds b,
# d); trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export TRAIN=20 VARIANTS="as is,aligned,rcp"
rm -f "$TABLE"
lean_rows "bf16 1104,1464,2048" "fp16 1464" -- served | tee -a "$OUT/block-lean.txt"
