#!/bin/bash
# Forty-ninth session, round i (H100; carry baseline/h100-before-49i.json, the table before round
# h's entries): fp32 softmax / log_softmax at stage 6 x 16 x 256 threads from 160000 against the
# table before, across 155000-185000.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for op in softmax log_softmax; do
  explore try_matrix.py op=$op fp32 auto 156000,158000,160000,162360,162361,164000,167000,170000,175000,185000 \
      strategy=auto strategy=auto,table=h100-before-49i
done 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/i.txt"
rm -f "$OUT"/matrix-*.csv
