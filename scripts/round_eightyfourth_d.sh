#!/bin/bash
# Eighty-fourth session, round d (H200, one call): the table with rounds a-c's backend_only
# Triton entries (scripts/add_triton_only_entries.py) at fresh widths, 19-960, aligned and not:
# what auto serves backend "triton" on it against the table before (baseline/h200-83.json, `git
# show 74c224d:softgen/tuning/h200.json`, carried), auto's own pick first (c0); single pass.  The
# GPU tests of auto first.
#     bash scripts/round_eightyfourth_d.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests d-gpu-tests 120 auto
SESSION=eightyfourth matrices_round d 38
pack_out
