#!/bin/bash
# Seventy-fourth session, round j (H200, one call): the GPU tests of auto and the backward kernels on
# the final table (round i's entries in).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests j-gpu-tests 200
