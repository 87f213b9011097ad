#!/bin/bash
# Sixty-third session, round x (H100, one call).  Round v found fp32 backward running 32768's
# default plan 2-3 points under stage 2 x 16 between entries: auto alone at the geometric
# midpoint of every pair of adjacent backward entries (4096-270000, pairs more than 8% apart),
# each op and dtype, to find other bands between entries that run low.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ for op in softmax_backward log_softmax_backward; do for dt in fp32 bf16 fp16; do
    T=90 explore try_matrix.py op=$op $dt auto $(python3 scripts/table_midpoints.py $op $dt) strategy=auto
  done; done; } 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/midpoints.txt"
rm -f "$OUT"/*.csv
