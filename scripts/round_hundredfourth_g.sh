#!/bin/bash
# Hundred-fourth session, round g (H200, one call; carries baseline/h200-before-104.json, as round
# f), medians of five: auto against auto on the table before this session at ten bf16 widths an op
# (seed 1049) drawn from the spans whose served kernel the session's entries changed (each checked
# with scripts/served_diff.py's `served` to differ: softmax 206180-210600 and 236200-246600,
# log_softmax 206180-213500, 246300-249900 and 251800-262143).  Round f's fresh widths were mostly
# served by the same kernel on both tables (3 of 22 differed).
#     bash scripts/round_hundredfourth_g.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfourth matrices_round g 200
pack_out
