#!/bin/bash
# Eighty-eighth session, round f (H200, one call), auto's own pick first (c0), single pass: the
# final table at fresh 16-bit log_softmax widths beside round e's backend "both" entries
# (2115 / 2132) against the table at the session's start (baseline/h200-87.json, carried)
# (scripts/eightyeighth_f.txt).
#     bash scripts/round_eightyeighth_f.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyeighth matrices_round f 100
pack_out
