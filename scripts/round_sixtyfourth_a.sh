#!/bin/bash
# Sixty-fourth session, round a (H100, one call an op: argument softmax or log_softmax).  Round x of
# the sixty-third session found backward bands between entries running 1.5-3 points under a shape
# no entry named; the forward was not scanned.  auto alone at the geometric midpoint of every pair
# of adjacent forward entries (128-270000, pairs more than 8% apart), each dtype.  Trains of 20,
# medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
op=${1:?usage: $0 softmax|log_softmax}
for dt in fp32 bf16 fp16; do
  T=190 explore try_matrix.py op=$op $dt auto $(python3 scripts/table_midpoints.py $op $dt 128 270000) strategy=auto
done 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/midpoints-$op.txt"
rm -f "$OUT"/*.csv
