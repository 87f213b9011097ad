#!/bin/bash
# Ninety-sixth session, round d (H200, one call): the GPU tests of auto, flat and the backward
# kernels on the final tables, then auto on the final H200 table against auto on the session's
# first (baseline/h200-96a.json: `git show 9842ac4:softgen/tuning/h200.json`) at 84 fresh backward
# widths of 3-300 not a multiple of 16 bytes (seed 9601; scripts/ninetysixth_d.txt).
#     bash scripts/round_ninetysixth_d.sh       (carry baseline/h200-96a.json)
source scripts/device_env.sh; export COLUMNS=250
auto_tests d-gpu-tests 240 "auto or flat or backward"
SESSION=ninetysixth matrices_round d 150
pack_out
