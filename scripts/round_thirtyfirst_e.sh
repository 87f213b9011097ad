#!/bin/bash
# Thirty-first session, round e (H100): Nsight Compute on the lean register row's CUDA warp
# kernels at bf16 512 and 1024 (and fp16 2048, which ran 81 -> 99 in round a), to set beside
# round thirtieth m's (same sections; quack's there: 512 86.66 us, 24.1 M instructions; 1024
# 86.34 us, 19.9 M).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
ncu_summary warp-bf16-512 warp 512 bf16 cuda
ncu_summary warp-bf16-1024 warp 1024 bf16 cuda
ncu_summary warp-fp16-2048 warp 2048 fp16 cuda
