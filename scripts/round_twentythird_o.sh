#!/bin/bash
# Twenty-third session, round o (H100), on round n's shortfalls: fp32 backward 140001 (78-80: 131072's
# stage 2 x 16), fp16 backward 8396-8608 (80-88: block's default from 8192), bf16 softmax_backward
# 33631 (86 in 32767's cluster 4 x 256, which ran 98 there in round f).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do
  explore try_matrix.py op=$op fp32 cluster 135001,140001,145001,150001 stage=2,cluster_size=16 stage=1,cluster_size=16 stage=3,cluster_size=16,block_size=256
  explore try_matrix.py op=$op fp16 block 8300,8396,8500,8608,8800 "" block_size=512
  explore try_matrix.py op=$op fp16 cluster 8300,8396,8500,8608,8800 cluster_size=2
done
explore try_matrix.py op=softmax_backward bf16 cluster 32767,33631,35001 cluster_size=4,block_size=256 cluster_size=4,block_size=256 stage=3,cluster_size=4,block_size=256
rm -f "$OUT"/matrix-*.csv
