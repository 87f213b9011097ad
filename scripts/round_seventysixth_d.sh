#!/bin/bash
# Seventy-sixth session, round d (H200, one call; carry baseline): the new table (fp32 softmax /
# log_softmax 190000-262144 on stage 7 at a blocks bound, scripts/h200_stage7_fp32.py) at fresh
# random widths (seeds 7603 softmax, 7604 log_softmax, 10 an op, 180000-262143) beside the table
# before (baseline/h200-75k.json), twice; then the GPU tests of auto, the backward kernels and the
# stage 6 / 7 shapes.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventysixth matrices_passes d 200
auto_tests d-gpu-tests 330 "auto or backward or stage7 or stage6"
