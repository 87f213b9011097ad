#!/bin/bash
# Seventy-fifth session, round k (H200, one call; carry baseline): 131072 (a sweep width, whose stage 6
# entry h200_stage7.py's drop took out) and its neighbours 129000 / 131073: the table before
# (h200-74end) against stage 7's blocks-bound shapes; auto is the final table without 131072.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round k 200
