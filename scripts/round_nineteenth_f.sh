#!/bin/bash
# Nineteenth session, round f (H100): fp16 elements read from the 32-bit pair (as bf16's) in the
# register / smem / cluster kernels, against the parent commit's kernels (baseline/fp16pair),
# forward and backward; then the GPU tests of fp16.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W="warp:781,1024 block:8193 smem:4097,12345 cluster:65537,100001,262145"
(cd scripts && for op in softmax_backward softmax; do
  timeout 150 python3 try_baseline.py ../baseline/fp16pair op=$op fp16 $W 2>&1 | grep -v "warning\|^ *$\|for (int\|\^\|detected during\|instantiation\|Remark"
done) | tee "$OUT/fp16-pair.txt"
timeout 300 python3 -m pytest -q -x -m gpu tests -k "fp16 and not triton" 2>&1 | tail -5 | tee "$OUT/gpu-tests-fp16.txt"
