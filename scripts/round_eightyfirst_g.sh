#!/bin/bash
# Eighty-first session, round g (H200, one call): the GPU tests of Triton warp and auto on the
# final code (the chunks' generated source reformatted after round e), and three of round d / e's
# cells again; single pass.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests g-gpu-tests 90 "triton and warp"
SESSION=eightyfirst matrices_round g 40
