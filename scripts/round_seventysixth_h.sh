#!/bin/bash
# Seventy-sixth session, round h (H200, one call; carry baseline): the new table (fp32
# softmax_backward / log_softmax_backward 180000-250000 on backward stage 8, scripts/h200_stage8.py)
# at fresh random widths (seeds 7609 softmax_backward, 7610 log_softmax_backward, 10 an op, and round
# g's log_softmax_backward 211976 / 213562;
# 175000-250000) beside the table before (baseline/h200-76c.json), twice; then the GPU tests of
# auto, the backward kernels and the stage 6-8 shapes.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventysixth matrices_passes h 200
auto_tests h-gpu-tests 330 "auto or backward or stage6 or stage7 or stage8"
