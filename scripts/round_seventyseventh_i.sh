#!/bin/bash
# Seventy-seventh session, round i (H200, one call): the GPU tests of backward stages 3-4 on round
# h's change as committed (its loads in staged.cuh.j2 alone).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests i-gpu-tests 150 "y_staged or stage4_dy_rest or stage8 or stage2"
