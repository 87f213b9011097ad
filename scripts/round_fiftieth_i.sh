#!/bin/bash
# Fiftieth session, round i (H100, one call): fp32 log_softmax 231848-240000, where stage 5 x 16 x
# 512 (the 233963 entry) ran 97.2-97.3 and stage 6 / stage 1 95.7-96.2 (round g), against stage 5
# at its default and 256 threads, stage 6 at 512 threads and stage 2.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
REPEAT=2 explore try_matrix.py op=log_softmax fp32 cluster 231848,240000 strategy=auto stage=5,cluster_size=16 \
    stage=5,cluster_size=16,block_size=256 stage=6,cluster_size=16,block_size=512 stage=2,cluster_size=16 \
    2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
