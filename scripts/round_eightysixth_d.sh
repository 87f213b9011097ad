#!/bin/bash
# Eighty-sixth session, round d (H200, one call), auto's own pick first (c0), single pass
# (scripts/eightysixth_d.txt):
#   backend "triton" candidates at 16-bit forward 1500-2750 (auto backend "triton" second:
#   entries by scripts/add_triton_only_entries.py);
#   round c's backend "both" entries (scripts/eightysixth_both_entries.py) at fresh widths beside
#   them, auto and auto backend "triton" against the table at the session's start
#   (baseline/h200-85.json, carried).
#     bash scripts/round_eightysixth_d.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightysixth matrices_round d 60
pack_out
