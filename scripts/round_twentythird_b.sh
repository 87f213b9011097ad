#!/bin/bash
# Twenty-third session, round b (H100): round a found stage 3 (y staged, dy read again) at 95-97%
# for bf16 log_softmax_backward at 163263-236968 where the table's stage 1 configs ran 64-68, and
# cluster_size=16 at 101 for the other backward ops at 236968.  Does one config serve all four
# 16-bit backward ops, long rows (one table group) and the mid rows (23450-47631)?
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
L=140001,163263,184218,211354,236968,262144
M=20001,23450,30011,38171,43493,47631,60001,80001,100001
for o in "op=log_softmax_backward bf16" "op=log_softmax_backward fp16" "op=softmax_backward bf16" "op=softmax_backward fp16"; do
  explore try_matrix.py $o cluster $L "" cluster_size=16 stage=3 stage=3,cluster_size=16 stage=3,cluster_size=16,block_size=256
done
explore try_matrix.py op=softmax_backward fp32 cluster $L "" cluster_size=16 stage=3,cluster_size=16 stage=3,cluster_size=16,block_size=256
explore try_matrix.py op=log_softmax_backward fp32 cluster $L "" cluster_size=16 stage=3,cluster_size=16 stage=3,cluster_size=16,block_size=256
