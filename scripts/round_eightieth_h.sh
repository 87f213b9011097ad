#!/bin/bash
# Eightieth session, round h (H200, one call): round g found bf16 log_softmax's warp x 8 lanes x 64
# at 52 registers a thread and 48% occupancy (31 warps an SM) at 136-144; the same kernel with
# __launch_bounds__ asking for more blocks an SM (min_blocks: 40 registers at 24 x 64 and 12 x 128,
# 32 at 32 x 64, 16 x 128 and 8 x 256); single pass.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightieth matrices_round h 120
