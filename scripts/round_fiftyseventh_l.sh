#!/bin/bash
# Fifty-seventh session, round l (H100, one call): warp at 32 lanes a row (quack's shape at
# 1464: 4 rows a 128-thread block, 6 packs a lane) against the block entry auto serves at 16-bit
# 1280-1700, where quack led bf16 1464 by 0.5-0.6 (rounds b, d), with and without rcp.approx
# (scripts/probe_lean_rows.py); trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export TRAIN=20 VARIANTS="as is,rcp"
rm -f "$TABLE"
lean_rows "bf16 1280,1464,1700" "fp16 1464" -- served threads_per_row=32,block_size=128 threads_per_row=32,block_size=256 \
  | tee -a "$OUT/warp32.txt"
