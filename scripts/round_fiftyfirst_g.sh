#!/bin/bash
# Fifty-first session, round g (H100, the call after round f on the same machine; run as one
# command line): round f's sweep found fp16 softmax_backward / log_softmax_backward at 16443 and
# 16528 at 79.6 / 88.4, served by the 16384 entry's stage 2 x 8: that entry against stage 1 x 8 /
# x 4, stage 4 x 8, smem and online from 16384 to 17000.  Trains of 20, medians of two.
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2; rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do
  explore try_matrix.py op=$op fp16 cluster 16384,16392,16443,16528,16800,17000 strategy=auto stage=2,cluster_size=8 \
      stage=1,cluster_size=8 stage=4,cluster_size=8 stage=1,cluster_size=4 strategy=smem strategy=online 2>&1 \
      | grep -v "^   runs\|SpecError"
done | tee $OUT/g.txt; rm -f $OUT/matrix-*.csv
