#!/bin/bash
# Forty-ninth session, round p (H100; carry baseline/h100-before-49p.json, the table before round
# o's entries): fp32 backward at stage 2 x 8 from 24001 / 29000 against the table before, across
# 21000-31000.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do
  explore try_matrix.py op=$op fp32 auto 21000,22000,23000,24001,26000,27775,30000,31000 strategy=auto strategy=auto,table=h100-before-49p
done 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/p.txt"
rm -f "$OUT"/matrix-*.csv
