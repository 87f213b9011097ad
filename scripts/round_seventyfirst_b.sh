#!/bin/bash
# Seventy-first session, round b (H200, two calls back to back: `softmax log_softmax`, then
# `softmax_backward log_softmax_backward`; carry baseline/): auto at round a's 24 random widths
# (seed 7101) on three tables, side by side, single runs: the shipped H200 table (the sweep's 17
# widths), the H100 table (baseline/h100.json, a copy of softgen/tuning/h100.json) and the H200
# table with its gaps filled from the H100's (baseline/h200-fill.json:
# `python scripts/merge_tables.py softgen/tuning/h200.json softgen/tuning/h100.json baseline/h200-fill.json`).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
W=130,137,140,571,1168,1211,1563,2448,4313,6601,9388,9800,17353,18945,23205,23776,48223,59843,62952,65148,68133,122533,146147,221499
T=${T:-120} auto_on_tables b $W h100,h200-fill "$@"
rm -f "$OUT"/*.csv
