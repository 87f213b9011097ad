#!/bin/bash
# Forty-ninth session, round h (H100): round g's hole, fp32 softmax 162360 at 92.3 (stage 6 x 16
# from the 170000 entry, a width past the band edge with 155000's stage 5), against the cluster's
# other stages and stage 6's wider blocks, across 155000-170000.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for op in softmax log_softmax; do
  explore try_matrix.py op=$op fp32 cluster 158000,160000,162360,164000,166000,168000,170000 strategy=auto \
      stage=5,cluster_size=16 stage=6,cluster_size=16 stage=1,cluster_size=16 stage=6,cluster_size=16,block_size=256
done 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/h.txt"
rm -f "$OUT"/matrix-*.csv
