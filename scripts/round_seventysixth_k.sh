#!/bin/bash
# Seventy-sixth session, round k (H200, one call): the GPU tests of auto, the backward kernels and
# the stage 6-8 shapes on the final table (round j's entries in).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests k-gpu-tests 180 "auto or backward or stage6 or stage7 or stage8"
