#!/bin/bash
# Thirtieth session, round d (H100): CUDA warp at 128-512, where quack leads by 0.3-1.0 (round
# c2; quack gives a row 32 threads from 128 columns up, one 16-byte pack each at 16-bit 256):
# lanes a row (8, 16, 32) by block size (128, 256), medians of three interleaved runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 REPEAT=3
rm -f "$TABLE"
configs="strategy=auto threads_per_row=8 threads_per_row=16 threads_per_row=32 threads_per_row=8,block_size=256 threads_per_row=16,block_size=256 threads_per_row=32,block_size=256"
for dtype in bf16 fp16; do T=150 explore try_matrix.py $dtype warp 128,256,384,512 $configs; done
T=150 explore try_matrix.py fp32 warp 128,256,512 $configs
