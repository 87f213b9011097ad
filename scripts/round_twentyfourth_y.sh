#!/bin/bash
# Twenty-fourth session, round y (H100): round w's whole warps as a rule?  16-bit backward stage 1
# takes 256 threads of 4 packs a tensor a step wherever the slice has 1024-2048 packs, so a second
# step follows, nearly empty past 1024.  The plan's 256 against whole warps for one step (288-512)
# at x 8 and x 16.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
explore try_matrix.py op=softmax_backward bf16 cluster 66000,70001,100001,131072 stage=1,cluster_size=8 \
  stage=1,cluster_size=8,block_size=288 stage=1,cluster_size=8,block_size=416 stage=1,cluster_size=8,block_size=512
explore try_matrix.py op=softmax_backward bf16 cluster 200001,262144 stage=1,cluster_size=16 \
  stage=1,cluster_size=16,block_size=416 stage=1,cluster_size=16,block_size=512
rm -f "$OUT"/matrix-*.csv
