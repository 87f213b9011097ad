#!/bin/bash
# Eighteenth session, round h (H100): `softgen compare` of both backends, backward warp / block /
# smem / online at odd and short widths, and forward smem / online on 16-bit rows past a power
# of two (entries 74-75); Triton / CUDA per strategy from the CSVs.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 -m softgen.cli compare --op softmax_backward --cols 781,1000,2501,5001,12345,20001 \
    --dtype fp32,bf16 --strategy warp,block,smem,online --backend cuda,triton --peers torch \
    --out "$OUT/backward" 2>&1 | tail -60 | tee "$OUT/backward.txt"
timeout 200 python3 -m softgen.cli compare --cols 4097,8193,16385,20001,30001 --dtype bf16,fp16 \
    --strategy smem,online --backend cuda,triton --peers torch --out "$OUT/smem" 2>&1 | tail -40 | tee "$OUT/smem.txt"
for d in backward smem; do python3 scripts/triton_ratio.py "$OUT/$d/compare.csv" 2>&1 | tee "$OUT/$d-ratio.txt"; done
