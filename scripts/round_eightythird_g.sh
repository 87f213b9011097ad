#!/bin/bash
# Eighty-third session, round g (H200, one call): round e's losses and lowest ratios to CUDA warp
# timed again, three interleaved runs: 16-bit log_softmax 377 / 511 and bf16 softmax 137, against
# commit 7b90aa3's kernels (baseline/pre83a-*, carried; round e's script makes them), then
# Nsight Compute on the final kernel and 7b90aa3's at bf16 softmax 137.
source scripts/device_env.sh; export COLUMNS=250
for line in "log_softmax bf16 377,511" "log_softmax fp16 377,511" "softmax bf16 137,377"; do
  set -- $line
  REPEAT=3 timeout 100 python3 scripts/try_matrix.py op=$1 $2 warp $3 "" backend=triton \
      backend=triton,baseline=pre83a-$1-$2 2>&1 | grep -v "^\s*$"
done | tee "$OUT/g-repeat.txt"
# Nsight Compute on the final kernel at bf16 softmax 137 (round c measured round b's)
ncu_summary g-new warp 137 bf16 triton
ncu_summary g-old warp 137 bf16 triton baseline=pre83a-softmax-bf16
