#!/bin/bash
# Eightieth session, round g (H200, one call): Nsight Compute on bf16 log_softmax's warp kernel at
# 8 lanes and 64 threads (round c's best at 137-153, 93.5-95) at 137 (rows at eight 16-byte
# phases) against 136 (every row 16-byte aligned) and 144 (aligned, 18 packs): DRAM bytes,
# instructions, occupancy and where the warps wait.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for w in 136 137 144; do
  ncu_stalls "log_softmax-bf16-$w" warp $w bf16 cuda op=log_softmax threads_per_row=8 block_size=64
done
