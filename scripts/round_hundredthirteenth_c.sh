#!/bin/bash
# Hundred-thirteenth session, round c (H200, one call), after the session's entries
# (scripts/hundredthirteenth_entries.py): the session's GPU tests, then auto against the table
# before them (baseline/h200_113before.json, `git show 197a586a:softgen/tuning/h200.json`,
# carried) at the widths the new entries serve and their odd neighbours
# (scripts/hundredthirteenth_c.txt), allocating, medians of three interleaved runs.
#     bash scripts/round_hundredthirteenth_c.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200 SESSION=hundredthirteenth
gpu_tests "hundredthirteenth"
REPEAT=3 matrices_until c 560 150
