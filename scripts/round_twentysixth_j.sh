#!/bin/bash
# Twenty-sixth session, round j (H100): Triton online backward, softmax_backward 16-bit rows of
# 80-100 KB (round i: 0.84-0.88 of CUDA online at 44001-50001, grid caps no cure) at other
# shapes: warps-groups of 16 bytes a thread a tile-pipeline stages.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=280
explore probe_triton_backward_grid.py bf16:40001,44001,48001,50001,56001 fp16:44001,48001 caps= \
  shapes=32-1-2,32-2-2,16-2-1,16-2-2,16-4-1,16-4-2,8-4-2,8-8-1
