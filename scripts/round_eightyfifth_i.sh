#!/bin/bash
# Eighty-fifth session, round i (H200, one call): the GPU tests of auto and Triton warp, then the
# final table's backend "both" entries from round h (bf16 1056 forward and backward, 1200
# backward: Triton warp in chunks) at the widths they now serve (scripts/table_add.py's lists),
# against the table at the session's start (baseline/h200-84.json, carried), with Triton warp's
# final default (aligned 16-bit rows in chunks to 1536); single pass (scripts/eightyfifth_i.txt).
#     bash scripts/round_eightyfifth_i.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests i-gpu-tests 100 "auto or warp"
SESSION=eightyfifth matrices_round i 40
pack_out
