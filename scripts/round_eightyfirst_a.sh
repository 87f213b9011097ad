#!/bin/bash
# Eighty-first session, round a (H200, one call): Triton warp at rows under 512 columns not a
# multiple of 16 bytes, its rows peeled ROWS at a time (LaunchPlan.peel_rows), beside the same
# kernel of commit f4d851c (loaded element by element; baseline/pre81-*, made by
# scripts/eightyfirst_baselines.sh, carried), auto, and the peeled kernel at 4 and 2 rows a
# program and 2 and 8 warps; single pass.  Then the GPU tests of Triton warp.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyfirst matrices_round a 60
auto_tests a-gpu-tests 150 "triton and warp"
pack_out
