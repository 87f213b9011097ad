#!/bin/bash
# Ninety-sixth session, round i (H200, one call): the GPU tests of auto and flat on the final table,
# then auto on it against auto on rounds a-c's table (baseline/h200-96d.json: `git show
# f8dba42:softgen/tuning/h200.json`) at 16-bit forward rows of 57-67 and 89-101 columns not a
# multiple of 16 bytes, where rounds g-h's entries (flat's tiles of more rows at 61-63 and 93) serve.
#     bash scripts/round_ninetysixth_i.sh       (carry baseline/h200-96d.json)
source scripts/device_env.sh; export COLUMNS=200
auto_tests i-gpu-tests 150 "auto or flat"
SESSION=ninetysixth matrices_round i 120
