#!/bin/bash
# Fifty-fourth session, round b (H100, one call): scripts/hole_finder.sh over 128-2048 as round a,
# fp32 forward (seed 5610) against the same configs, then the backward ops in every dtype (seed
# 5620) against CUDA warp, block and smem at their defaults (the table's backward kernels there).
set -o pipefail
bash scripts/hole_finder.sh 128 2048 5610 12 "softmax log_softmax" "fp32" strategy=warp strategy=block \
    strategy=warp,backend=triton strategy=block,backend=triton strategy=smem,backend=triton
mv "$OUT/holes-128-2048.txt" "$OUT/holes-forward-128-2048.txt"
bash scripts/hole_finder.sh 128 2048 5620 12 "softmax_backward log_softmax_backward" "bf16 fp16 fp32" \
    strategy=warp strategy=block strategy=smem
