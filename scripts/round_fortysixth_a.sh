#!/bin/bash
# Forty-sixth session, round a (H100; carry .peerwheels/a): stash the peers' first wheels, then CUDA
# warp at short rows with its registers bounded (min_blocks=N: __launch_bounds__ N blocks an SM),
# against the shipped shapes and auto, medians of five interleaved runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
bash scripts/install_peers.sh stash
rm -f "$TABLE"
w="threads_per_row=32,block_size=128"
for dt in bf16 fp16; do
  REPEAT=5 explore try_matrix.py $dt warp 256 strategy=auto threads_per_row=16,block_size=128 \
      threads_per_row=16,block_size=128,min_blocks=16
  REPEAT=5 explore try_matrix.py $dt warp 512 strategy=auto $w $w,min_blocks=16 threads_per_row=16,block_size=128 \
      threads_per_row=16,block_size=128,min_blocks=10
  REPEAT=5 explore try_matrix.py $dt warp 1000,1024 strategy=auto $w $w,min_blocks=10 $w,min_blocks=12
  REPEAT=5 explore try_matrix.py $dt warp 2048 strategy=auto $w $w,min_blocks=6 $w,min_blocks=7
done
REPEAT=5 explore try_matrix.py fp32 warp 1000,1024 strategy=auto $w $w,min_blocks=10
