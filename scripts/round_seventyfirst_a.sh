#!/bin/bash
# Seventy-first session, round a (H200, two calls back to back: `softmax log_softmax`, then
# `softmax_backward log_softmax_backward`): auto on the shipped H200 table at 24 random widths a
# dtype (log-uniform 128-262143, seed 7101; scripts/try_auto.py, single runs, not allocating),
# every width validated first, for the ops named; then the six lowest of each op.  The table holds
# the sweep's 17 widths only: this is what the widths between them get.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
T=${T:-250} auto_ops a fp32,bf16,fp16 "random=7101:24:128:262143" "$@"
rm -f "$OUT"/*.csv
lowest 6 150 "$OUT"/auto-a-*.txt
