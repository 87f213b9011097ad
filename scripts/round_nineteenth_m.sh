#!/bin/bash
# Nineteenth session, round m (H100): Triton against CUDA in fp16 backward after entries 77-78
# (CUDA's fp16 backward kernels got faster): softmax_backward and log_softmax_backward, warp /
# block / smem / online, both backends, widths around powers of two and odd up to 32768.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=128,513,781,1025,2049,3000,4097,8193,12345,16385,20001,32768
for op in softmax_backward log_softmax_backward; do
  timeout 200 python3 -m softgen.cli compare --op $op --cols $W --dtype fp16 --strategy warp,block,smem,online \
      --backend cuda,triton --peers torch --out "$OUT/$op" > "$OUT/$op.txt" 2>&1; echo "== $op rc $?"
  python3 scripts/triton_ratio.py "$OUT/$op/compare.csv" > "$OUT/$op-ratio.txt" 2>&1
  awk '$NF+0 < 0.9' "$OUT/$op-ratio.txt"
done
