#!/bin/bash
# Eighty-sixth session, round c (H200, one call), auto's own pick first (c0), single pass; the
# GPU tests of auto and Triton warp first:
#   Triton warp's 16-bit log_softmax_backward rows of six and seven chunks (1300-1750): the new
#   default (128 registers from seven chunks) against uncapped and 128;
#   the new table (rounds a-b's entries) at fresh widths beside them, auto and auto backend
#   "triton" on it against the table at the session's start (baseline/h200-85.json, carried)
#   (scripts/eightysixth_c.txt).
#     bash scripts/round_eightysixth_c.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests c-gpu-tests 170 "auto or warp"
SESSION=eightysixth matrices_round c 60
pack_out
