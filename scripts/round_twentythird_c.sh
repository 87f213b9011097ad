#!/bin/bash
# Twenty-third session, round c (H100): the mid rows (20001-100001) of round b's question: stage 3
# configs against the table's for the four 16-bit backward ops.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
M=20001,23450,30011,38171,43493,47631,60001,80001,100001
for o in "op=log_softmax_backward bf16" "op=log_softmax_backward fp16" "op=softmax_backward bf16" "op=softmax_backward fp16"; do
  explore try_matrix.py $o cluster $M stage=3,cluster_size=4 stage=3,cluster_size=4,block_size=256 stage=3 stage=3,cluster_size=8,block_size=256 stage=3,cluster_size=16,block_size=256 cluster_size=4,block_size=256
done
