#!/bin/bash
# Fifty-first session, round l (H100, one call): fp32 backward's 65536 entry (stage 2 x 16) doubles
# its block to 512 threads at 65540 and serves aligned widths to 66757 (round k: 66060 95.4-96.1);
# the odd 66266 entry's stage 2 x 8, the cluster default and stage 1 x 16 there.  Trains of 20,
# medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do
  explore try_matrix.py op=$op fp32 cluster 65536,65540,65600,66060,66500,66756,66059 strategy=auto \
      stage=2,cluster_size=8 "" stage=1,cluster_size=16 2>&1 | grep -v "^   runs\|SpecError"
done | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
