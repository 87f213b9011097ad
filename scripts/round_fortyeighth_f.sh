#!/bin/bash
# Forty-eighth session, round f (H100): the two widths round e found at the bar: fp32 backward
# 17813 (smem from the 16384 entry, 94.1-94.4) and bf16 log_softmax_backward 111968 (cluster
# stage 3 x 8 at 256 threads from the 100001 entry, 95.0; fp16's cluster default there 103.5),
# each across the band of the entry that serves it, against the neighbours' configs.  Trains of
# 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
m() { explore try_matrix.py "$@" 2>&1 | grep -v "^   runs\|SpecError"; }
for op in softmax_backward log_softmax_backward; do
  m op=$op fp32 smem 16384,16388,16500,17000,17500,17813,18102,18500,19000,20001 strategy=auto "" \
      strategy=cluster strategy=block strategy=block,block_size=1024
done
for op in log_softmax_backward softmax_backward; do
  m op=$op bf16 cluster 80957,90001,100001,105000,111968,114488 strategy=auto "" stage=1,cluster_size=16 \
      stage=4,cluster_size=16 stage=3,cluster_size=8,block_size=256
done
