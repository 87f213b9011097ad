#!/bin/bash
# Forty-ninth session, round o (H100): round n's lowest, fp32 backward at 27775 (96.6-97.0, the
# 32768 entry's cluster default; evict-first stores ran 97.6 against 97.1 at 27017, notes entry
# 127), against evict-first and the cluster's other shapes, 24001-30500.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do
  explore try_matrix.py op=$op fp32 cluster 24001,26000,27017,27775,29000,30500 strategy=auto evict_first=1 \
      stage=2,cluster_size=4 stage=2,cluster_size=8 cluster_size=4
done 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/o.txt"
rm -f "$OUT"/matrix-*.csv
