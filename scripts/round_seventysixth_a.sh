#!/bin/bash
# Seventy-sixth session, round a (H200, one call): fp32 stage 7 at a blocks_per_sm bound (ten
# packs a thread in registers at 64, fourteen at 80, the rest of each slice in shared memory; notes
# entry 159) at 9 widths 175000-262144, x 16 at 128-256 threads and x 12 at 256, beside auto; first
# the GPU tests of the stage 7 shapes.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests a-gpu-tests 120 "stage7"
SESSION=seventysixth matrices_round a 265
