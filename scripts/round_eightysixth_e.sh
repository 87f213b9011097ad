#!/bin/bash
# Eighty-sixth session, round e (H200, one call), auto's own pick first (c0), single pass; the
# GPU tests of auto and Triton warp first: the final table (rounds b-d's entries) at fresh widths
# beside them, auto and auto backend "triton" on it against the table at the session's start
# (baseline/h200-85.json, carried) (scripts/eightysixth_e.txt).
#     bash scripts/round_eightysixth_e.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests e-gpu-tests 150 "auto or warp"
SESSION=eightysixth matrices_round e 45
pack_out
