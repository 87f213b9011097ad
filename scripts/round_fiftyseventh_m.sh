#!/bin/bash
# Fifty-seventh session, round m (H100, one call): every other CUDA warp / block softmax entry of
# the H100 table up to 4096, at its own width, with and without rcp.approx for 1 / sum
# (scripts/probe_lean_rows.py, config "served"); trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export TRAIN=20 VARIANTS="as is,rcp"
rm -f "$TABLE"
for a in "bf16 128,136,150,192,256,320,384,496,512,576,622,706,1101,1128,1280,2048,4096" \
         "fp16 128,136,150,192,256,320,384,496,512,576,622,706,1024,1101,1128,1280,2048,4096" \
         "fp32 128,226,512,1280,4096"; do      # a dtype's rows pasted a width a line
  T=170 lean_rows "$a" -- served | grep -v "not installed" | paste - - - - | tee -a "$OUT/rcp-entries.txt"
done
