#!/bin/bash
# Seventy-fifth session, round l (H200, one call; carry baseline): the final table (round k's entries at
# 129000 / 131072 / 131073 in) at widths around 131072, beside round j's table (h200-75i) and the
# table before the session; then the GPU tests of auto, the backward kernels and the stage 6 / 7 shapes.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round l 150
auto_tests l-gpu-tests 300 "auto or backward or stage7 or stage6"
