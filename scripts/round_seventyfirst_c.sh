#!/bin/bash
# Seventy-first session, round c (H200, two calls back to back: `softmax log_softmax`, then
# `softmax_backward log_softmax_backward`; carry baseline/): auto at 24 fresh random widths
# (seed 7102, log-uniform 128-262143) on three tables, side by side, single runs: the shipped H200
# table, the H100 table (baseline/h100.json) and the candidate of scripts/fill_h200.py
# (baseline/h200-fill2.json: `cd scripts && python fill_h200.py ../baseline/h200-fill2.json
# ../docs/bench/seventyfirst-b-*.txt`), which holds entries at round b's widths, not these.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
W=131,232,315,343,380,393,640,754,1101,4707,5443,8940,9527,12909,16337,21050,21788,30959,40536,46414,72698,118439,161117,225552
T=${T:-120} auto_on_tables c $W h100,h200-fill2 "$@"
rm -f "$OUT"/*.csv
