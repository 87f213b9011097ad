#!/bin/bash
# Twenty-sixth session, round h (H100): (1) stage 4's 16-bit blocks counted in registers (round g:
# 256 threads 103 where 512 ran 76), against stage 1, at clusters of 16 and the default 8, and
# the default plan; (2) where Triton online softmax_backward bf16 turns from 32 warps of 1 group to
# 2 (round g: 40001 88.2 / 82.9, 50001 80.1 / 81.9).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=200
W=65536,100001,131072,150001,200001,262144
for dt in bf16 fp16; do
  explore try_matrix.py op=softmax_backward $dt cluster $W "" stage=4 stage=1,cluster_size=16 stage=4,cluster_size=16
done
explore try_matrix.py op=log_softmax_backward bf16 cluster $W "" stage=4 stage=1,cluster_size=16 stage=4,cluster_size=16
T=200 explore try_triton_backward_online.py shapes=32-1,32-2 bf16:44001,46001,48001,50001,52001
rm -f "$OUT"/matrix-*.csv
