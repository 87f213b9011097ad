#!/bin/bash
# Twenty-fourth session, round u (H100): fp16 softmax_backward 401-459 (round t: 91.9-94.3 in
# Triton warp from 512's entry, its row padded to 512) against CUDA warp's default, 256 threads and bf16's 16 lanes (104-105 there).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=100
explore try_matrix.py op=softmax_backward fp16 warp 363,401,417,453,480,512 backend=triton "" block_size=256 threads_per_row=16
rm -f "$OUT"/matrix-*.csv
