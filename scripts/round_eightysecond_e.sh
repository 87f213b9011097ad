#!/bin/bash
# Eighty-second session, round e (H200, one call): auto on the table with round d's entries
# under 128 (scripts/h200_narrow_entries.py) beside auto on the table before them
# (baseline/h200-82a.json, `git show 16fb055:softgen/tuning/h200.json`, carried) at widths under
# 128 that round d did not time, where the new entries serve: rows not a multiple of 16 bytes
# (the 128-column entries' lanes before, CUDA warp's own now) and fp32 multiples of 16 bytes
# between round d's (scripts/eightysecond_e.txt); single pass.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightysecond matrices_round ${1:-e} 45
pack_out
