#!/bin/bash
# Hundred-twelfth session, round g (H200, one call, carrying baseline): auto on the final table of
# scripts/hundredtwelfth_entries.py (round f's three fp32 backward entries added) against the table
# before at the widths they serve; medians of three, allocating (scripts/hundredtwelfth_g.txt); then
# the session's GPU tests.
#     bash scripts/round_hundredtwelfth_g.sh            (device tool, carrying baseline)
source scripts/device_env.sh; export COLUMNS=220
REPEAT=3 SESSION=hundredtwelfth matrices_until g 300 200
gpu_tests "hundredtwelfth or hundredeleventh"
