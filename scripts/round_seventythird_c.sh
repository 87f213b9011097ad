#!/bin/bash
# Seventy-third session, round c (H200, one call; carry baseline/): the new table's fp32 softmax /
# log_softmax at fresh random widths 88000-262143 (seeds 7303 / 7304) beside the table shipped
# before (baseline/h200-72f.json, `git show 9bbc508:softgen/tuning/h200.json`), and fp32
# softmax_backward / log_softmax_backward long rows (the table's 82-94 there, and seed 7305's
# widths 180000-262143) against cluster stage 1-4 shapes (scripts/seventythird_c.txt), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
matrices_round c ${T:-200}
