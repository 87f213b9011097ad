#!/bin/bash
# Twenty-seventh session, round p (H100): fp32 cluster stage 5 past 155000, where its default block
# (352-416 threads, two an SM) lost in round i (170000 93.7, 200000 96.0): blocks of 512 (two an SM,
# 32 warps) and 384 against auto (stage 1 x 16, 95-97 in rounds j and l), both forward ops.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for op in softmax log_softmax; do
  T=250 explore try_matrix.py op=$op fp32 cluster 160000,170000,185000,200000,200001,215000,233963,241446,262143,262144 \
    strategy=auto stage=5,cluster_size=16,block_size=512 stage=5,cluster_size=16,block_size=384 stage=5,cluster_size=16,block_size=1024
done
