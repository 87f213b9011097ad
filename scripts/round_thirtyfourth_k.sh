#!/bin/bash
# Thirty-fourth session, round k (H100): the backward past the sweep (round j: auto 58-88 at
# 300000-1000000).  Stage 3 keeps y's slice in shared memory and reads dy twice, the second
# time from L2 (a cluster's dy slices in flight: 16-32 MB); against stages 0 and 4 and auto.
# `k1 OP DTYPE WIDTHS`, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  k1) REPEAT=3 T=${T:-280} explore try_matrix.py op=$2 $3 cluster $4 \
        stage=3,cluster_size=16 stage=3,cluster_size=16,block_size=256 stage=0,cluster_size=16 \
        stage=4,cluster_size=16 strategy=auto ;;
esac
# k2 OP DTYPE WIDTHS: stage 4 and stage 3 at 16 blocks against auto (round k1: bf16 stage 4 x 16
# 95.7-100.5 at 300000-524288 where auto's 262144 entry, 8 blocks, ran 72-88).
case $1 in
  k2) REPEAT=3 T=${T:-200} explore try_matrix.py op=$2 $3 cluster $4 \
        stage=4,cluster_size=16 stage=3,cluster_size=16 strategy=auto ;;
esac
