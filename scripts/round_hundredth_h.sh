#!/bin/bash
# Hundredth session, round h (H200, one call): auto on the table with round g's six new entries
# (c0) against auto on the table before them (c1: baseline/h200-99.json, `git show
# 7adb9dcc:softgen/tuning/h200.json`, carried) at fresh widths of each changed entry's band (seed
# 112), medians of five (scripts/hundredth_h.txt).
#     bash scripts/round_hundredth_h.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredth matrices_round h 300
pack_out
