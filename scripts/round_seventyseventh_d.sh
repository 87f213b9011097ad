#!/bin/bash
# Seventy-seventh session, round d (H200, one call): the table of rounds a-c (auto) beside the one
# before them (baseline/h200-77a.json, carried) at fresh random widths, fp32 softmax_backward
# 244000-262144 (seed 7706) and log_softmax_backward 255000-262144 (seed 7707); fp32
# softmax_backward 230000-245000 (seed 7708) on x 8 stage 1, stage 8 x 16 at three blocks of
# 320, x 12 stage 4 and stage 4 x 16 at two blocks of 256, beside auto; twice.  Then the GPU
# tests of auto and the backward kernels.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyseventh matrices_passes d 250
auto_tests d-gpu-tests 200 "auto or backward"
