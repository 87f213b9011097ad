#!/bin/bash
# Eighty-first session, round e (H200, one call): the final Triton warp rows in chunks (two
# packs or more; narrower rows element by element as before) at fresh widths beside CUDA warp,
# and what auto serves with backend="triton" (Triton warp at 16-bit rows under 512 of the
# backward); single pass.  Then the GPU tests of Triton warp and auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyfirst matrices_round e 60
auto_tests e-gpu-tests 120 "triton and warp"
pack_out
