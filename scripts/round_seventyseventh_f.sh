#!/bin/bash
# Seventy-seventh session, round f (H200, one call): the table of rounds a-e (auto) beside the one
# round e ran (baseline/h200-77d.json, carried) at fresh random widths (seeds 7711-7716): the
# 16-bit forward 200000-262144 (x 12 entries at 206171-250000), fp32 log_softmax_backward
# 235000-262144 and softmax_backward 234000-238000 (stage 8's shared-memory edge); twice.  Then
# the GPU tests of auto and the stage 4 / 8 kernels.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyseventh matrices_passes f 250
auto_tests f-gpu-tests 200 "auto or stage4 or stage8 or y_staged"
