#!/bin/bash
# Fifty-fourth session, round l (H100, one call, on the table after round k): scripts/hole_finder.sh
# over 128-2048 with other seeds and more shapes than rounds a-b: forward (10 random widths a
# dtype, seed 5700) against CUDA warp and block at their defaults and at 256 / 128 threads and
# Triton warp and smem; backward (seed 5710) against warp, warp x 256, block and block x 128.
set -o pipefail
source scripts/device_env.sh
bash scripts/hole_finder.sh 128 2048 5700 10 "softmax log_softmax" "bf16 fp16 fp32" strategy=warp \
    strategy=warp,block_size=256 strategy=block strategy=block,block_size=128 strategy=warp,backend=triton \
    strategy=smem,backend=triton
mv "$OUT/holes-128-2048.txt" "$OUT/holes-forward-128-2048.txt"
bash scripts/hole_finder.sh 128 2048 5710 10 "softmax_backward log_softmax_backward" "bf16 fp16 fp32" \
    strategy=warp strategy=warp,block_size=256 strategy=block strategy=block,block_size=128
