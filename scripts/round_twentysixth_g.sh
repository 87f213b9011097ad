#!/bin/bash
# Twenty-sixth session, round g (H100): Triton online backward against CUDA online on peeled 16-bit
# rows of 64-200 KB (notes entry 84: softmax_backward bf16 50001 0.89 of CUDA), the shipped shape
# against 32 warps of 1 and 2 groups and 16 of 2; and stage 4 in 16 bits at other block sizes
# (round b: bf16 150001 x 16 at 512 threads, 76%).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=280
explore try_triton_backward_online.py shapes=32-1,32-2,16-2 bf16:33001,40001,50001,60001,75001,90001 fp16:50001,75001
S=cluster_size=16
T=200 explore try_matrix.py op=softmax_backward bf16 cluster 131072,150001,200001 stage=1,$S stage=4,$S \
  stage=4,$S,block_size=256 stage=4,$S,block_size=128 stage=4,$S,block_size=1024
rm -f "$OUT"/matrix-*.csv
