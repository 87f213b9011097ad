#!/bin/bash
# Twenty-fourth session, round z (H100): round y's rule below 1024 packs a slice.  There the plan
# takes 128 threads, 512 packs a step, so slices of 513-1024 packs take two steps; whole warps for
# one step (160-256) against it, x 4 / 8 / 16, both backward ops.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
for op in softmax_backward log_softmax_backward; do
  explore try_matrix.py op=$op bf16 cluster 20001,30011 stage=1,cluster_size=4 stage=1,cluster_size=4,block_size=160 stage=1,cluster_size=4,block_size=256
  explore try_matrix.py op=$op bf16 cluster 40000,50001,65536 stage=1,cluster_size=8 stage=1,cluster_size=8,block_size=160 stage=1,cluster_size=8,block_size=224 stage=1,cluster_size=8,block_size=256
done
explore try_matrix.py op=softmax_backward fp16 cluster 100001,131072 stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=224 stage=1,cluster_size=16,block_size=256
rm -f "$OUT"/matrix-*.csv
