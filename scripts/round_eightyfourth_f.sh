#!/bin/bash
# Eighty-fourth session, round f (H200, one call): the final table (rounds a-c and e's
# backend_only Triton entries) at fresh widths beside round e's entries, against round d's table
# (baseline/h200-84d.json, carried); the GPU tests of auto first; single pass.
#     bash scripts/round_eightyfourth_f.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests f-gpu-tests 90 auto
SESSION=eightyfourth matrices_round f 40
pack_out
