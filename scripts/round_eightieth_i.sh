#!/bin/bash
# Eightieth session, round i (H200, one call): the CUDA warp forward with a lane group loading two
# or three rows before it reduces any (LaunchPlan.group_rows, try_matrix grouprows=N; round g: 31
# warps an SM at 52 registers, half the stalls on memory) at 16-bit rows of 136-153, 8 lanes at 64
# and 128 threads and 16 lanes at 128, beside auto and warp x 8 x 64; fp32 137 / 300 as a check
# that it validates in fp32 too; single pass.  Two rows ran level to 5 points under warp x 8 x 64,
# three 1.2-7.8 under, and the probe was taken out after: run it at commit d1b08c9.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightieth matrices_round i 120
