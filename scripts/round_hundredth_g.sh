#!/bin/bash
# Hundredth session, round g (H200, one call): round f's six widths where 160 x 6 or 192 x 5 (with
# the stagger) led auto's kernel by more than a point, timed again with widths of each entry's
# band (to the midpoints of its neighbours), auto (c0) against the challenger (c1), medians of
# five (scripts/hundredth_g.txt).  scripts/hundredth_entries.py reads it.
#     bash scripts/round_hundredth_g.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredth matrices_round g 300
pack_out
