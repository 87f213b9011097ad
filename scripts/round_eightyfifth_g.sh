#!/bin/bash
# Eighty-fifth session, round g (H200, one call): the final table (rounds a-c and e's backend_only
# entries) and Triton warp's final default (16-bit rows in chunks from 512 where not a multiple of
# 16 bytes or under 769: plan._warp_chunks) at fresh 16-bit widths 537-1900, every op, against the
# table before (baseline/h200-84.json, carried), auto's own pick first (c0); single pass.  The
# GPU tests of auto and Triton warp first.
#     bash scripts/round_eightyfifth_g.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests g-gpu-tests 150 "auto or warp"
SESSION=eightyfifth matrices_round g 45
pack_out
