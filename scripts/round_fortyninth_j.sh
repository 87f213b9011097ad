#!/bin/bash
# Forty-ninth session, round j (H100): fp32 log_softmax at 185000 ran 96.4 in round i (200000's
# stage 1): stage 6 x 16 x 256 threads at 178000-199000, both ops.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for op in softmax log_softmax; do
  explore try_matrix.py op=$op fp32 cluster 180000,185000,190000,195000,199000 strategy=auto stage=6,cluster_size=16,block_size=256
done 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/j.txt"
rm -f "$OUT"/matrix-*.csv
