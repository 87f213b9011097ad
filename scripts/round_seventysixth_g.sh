#!/bin/bash
# Seventy-sixth session, round g (H200, one call; carry baseline): the new table (fp32
# softmax_backward / log_softmax_backward 180000-250000 on backward stage 8, scripts/h200_stage8.py)
# at fresh random widths (seeds 7607 softmax_backward, 7608 log_softmax_backward, 10 an op,
# 175000-262143) beside the table before (baseline/h200-76c.json), twice; then the GPU tests of
# auto, the backward kernels and the stage 6-8 shapes.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventysixth matrices_passes g 200
auto_tests g-gpu-tests 330 "auto or backward or stage6 or stage7 or stage8"
