#!/bin/bash
# Twenty-sixth session, round b (H100): where stage 4 (round a: fp32 backward x 16 190000-262144
# 98-101% of copy) serves.  (1) fp32 softmax_backward 150001-262143: auto (the shipped table)
# against stages 1, 2 and 4 x 16; (2) 16-bit softmax_backward 131072-262144: auto against stage
# 4 x 8 and x 16; (3) the default cluster plan (stage 1 where both slices fit, else 0) against
# stage 4 at the default cluster size.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=240
S=cluster_size=16
W=150001,165001,176001,185001,193001,197001,205001,245001,262143
explore try_matrix.py op=softmax_backward fp32 auto $W ""
explore try_matrix.py op=softmax_backward fp32 cluster $W stage=1,$S stage=2,$S stage=4,$S stage=4,$S,block_size=576
W=131072,150001,175001,200001,229633,262144
for dt in bf16 fp16; do
  explore try_matrix.py op=softmax_backward $dt auto $W ""
  explore try_matrix.py op=softmax_backward $dt cluster $W stage=4,$S stage=4,cluster_size=8
done
explore try_matrix.py op=softmax_backward fp32 cluster 65536,100001,150001,200001,262144 "" stage=4
explore try_matrix.py op=softmax_backward bf16 cluster 65536,100001,150001,200001,262144 "" stage=4
rm -f "$OUT"/matrix-*.csv
