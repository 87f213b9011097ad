#!/bin/bash
# Eighteenth session, round l (H100): `softgen compare` of CUDA and Triton warp / block / smem /
# online, forward (three dtypes) and backward (fp32, bf16), at widths around powers of two and odd
# ones up to 32768; Triton / CUDA per strategy from the CSVs.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=128,256,513,781,1000,1025,2048,2049,3000,4097,5001,8193,12345,16385,20001,32768
timeout 270 python3 -m softgen.cli compare --cols $W --dtype fp32,bf16,fp16 --strategy warp,block,smem,online \
    --backend cuda,triton --peers torch --out "$OUT/forward" > "$OUT/forward.txt" 2>&1
timeout 200 python3 -m softgen.cli compare --op softmax_backward --cols $W --dtype fp32,bf16 \
    --strategy warp,block,smem,online --backend cuda,triton --peers torch --out "$OUT/backward" > "$OUT/backward.txt" 2>&1
for d in forward backward; do python3 scripts/triton_ratio.py "$OUT/$d/compare.csv" > "$OUT/$d-ratio.txt" 2>&1; done
awk '$NF+0 < 0.9' "$OUT/forward-ratio.txt" "$OUT/backward-ratio.txt"
tail -3 "$OUT/forward.txt" "$OUT/backward.txt"
