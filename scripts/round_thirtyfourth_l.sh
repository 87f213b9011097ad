#!/bin/bash
# Thirty-fourth session, round l (H100): auto for the backward after round k's entries (16-bit
# stage 4 x 16 at 300000-524288, stage 3 x 16 at 700000-1000000; fp32 700000 stage 3), at the
# entries' widths, between them and at random widths from 262145 to 1000000 (seed 76); `l2`: the
# default (262144's entry) at 270000 and stage 3 at 600000 against stage 4 x 16.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  l1) T=250 auto_ops l bf16,fp16 270000,300000,350000,450000,600000,850000,random=76:5:262145:1000000 softmax_backward log_softmax_backward ;;
  l2) REPEAT=3 T=150 explore try_matrix.py op=softmax_backward bf16 cluster 270000,600000 \
        stage=4,cluster_size=16 stage=4,cluster_size=16,block_size=1024 stage=3,cluster_size=16 strategy=auto ;;
esac
# l3 OP DTYPE: stage 4 x 16 against auto at 270000 (l2: bf16 softmax_backward 100.4 / 83.8)
case $1 in
  l3) REPEAT=3 T=80 explore try_matrix.py op=$2 $3 cluster 270000 stage=4,cluster_size=16 strategy=auto ;;
esac
