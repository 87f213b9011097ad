#!/bin/bash
# Twenty-third session, round f (H100), on round e's shortfalls of auto:
# (1) 16-bit backward at odd rows near 32768 (fp16 30011-33631 87-93 in 32768's cluster 8 x 256
#     config; bf16 softmax_backward 33631 / 38171 89 / 94 in online);
# (2) 16-bit backward near 140001 (92-95: between 131072's and the next entries);
# (3) 16-bit softmax forward 180000-207000 (93.4-94.9, notes entry 95): stage 2 and stage 0 with
#     16 blocks, which rounds of the twenty-second session did not try there.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
O="op=log_softmax_backward:bf16 op=log_softmax_backward:fp16 op=softmax_backward:bf16 op=softmax_backward:fp16"
for o in $O; do
  explore try_matrix.py ${o%%:*} ${o##*:} cluster 29001,30011,31057,32767,33631,35001 cluster_size=4,block_size=256 \
      stage=3,cluster_size=4,block_size=256 stage=3,cluster_size=4 cluster_size=8,block_size=256
done
for o in $O; do
  explore try_matrix.py ${o%%:*} ${o##*:} cluster 133001,137501,140001,144001,146001,150001 "" cluster_size=16 \
      cluster_size=16,block_size=256 stage=3,cluster_size=16,block_size=256 stage=3,cluster_size=16,block_size=512 \
      stage=2,cluster_size=16 stage=2,cluster_size=16,block_size=512
done
for dt in bf16 fp16; do
  explore try_matrix.py op=softmax $dt cluster 180001,184233,186167,190001,195001,200001,207000 "" stage=2,cluster_size=16 \
      stage=2,cluster_size=16,block_size=512 stage=0,cluster_size=16 stage=1,cluster_size=16,block_size=384 \
      stage=1,cluster_size=16,block_size=128,async_copy=1,exchange=2 stage=1,cluster_size=8
done
