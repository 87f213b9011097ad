#!/bin/bash
# Twenty-third session, round a (H100): bf16 log_softmax_backward in clusters (notes entry 96):
# (1) rows of 163263-236968 (65-68%: 78 registers, one block an SM): fewer packs in flight
#     (unroll=2: 40 registers locally), 16 blocks a row (half the shared memory a block), stage 3
#     and stage 2; the same few on fp16 and softmax_backward bf16, to see whether a rule holds;
# (2) rows of 23450-47631 (79-88%), where cluster_size=4,block_size=256 ran 87-99 (round c).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
L=163263,184218,211354,236968
explore try_matrix.py op=log_softmax_backward bf16 cluster $L "" unroll=2 unroll=3 cluster_size=16 cluster_size=16,unroll=2 \
    cluster_size=16,block_size=256 stage=3 stage=3,cluster_size=16 stage=2,cluster_size=16
for o in "op=log_softmax_backward fp16" "op=softmax_backward bf16" "op=softmax_backward fp16"; do
  explore try_matrix.py $o cluster $L "" unroll=2 cluster_size=16 cluster_size=16,unroll=2
done
S=23450,30011,38171,43493,47631
explore try_matrix.py op=log_softmax_backward bf16 cluster $S "" cluster_size=4,block_size=256 cluster_size=4,block_size=256,unroll=2 \
    cluster_size=4,block_size=512 cluster_size=4,block_size=512,unroll=2 cluster_size=8,block_size=256,unroll=2 stage=3,cluster_size=4
explore try_matrix.py op=softmax_backward bf16 cluster $S "" cluster_size=4,block_size=256,unroll=2 cluster_size=4,block_size=512,unroll=2
