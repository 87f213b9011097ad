#!/bin/bash
# Seventy-third session, round l (H200, one call): the GPU tests of auto and the backward kernels
# on the final table (rounds h-j's entries in).
source scripts/device_env.sh
auto_tests l-tests 200
