#!/bin/bash
# Thirtieth session, round i (H100): auto just past the powers of two that Triton entries sit
# on, now that forward Triton entries carry only within their padded row, and at fresh random
# widths below 16384 (seed 63); then Triton smem log_softmax fp32 at 406, 55% in round h1
# (softmax 100 there), against softmax and the CUDA kernel.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
auto_ops i bf16,fp16,fp32 1029,1101,1220,1267,1300,1448,1600,2100,2500,4100,random=63:12:128:16384 softmax log_softmax
for op in log_softmax softmax; do
  REPEAT=2 T=100 explore try_matrix.py op=$op fp32 smem 362,406,450 backend=triton "" strategy=auto
done
