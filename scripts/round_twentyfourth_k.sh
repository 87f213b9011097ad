#!/bin/bash
# Twenty-fourth session, round k (H100): round j's two widths under 95.  fp16
# log_softmax_backward 16777 (17000's 4 x 256: 89.7, bf16 101.9) among configs near 17000; fp32
# softmax 197392 (200000's default plan: 94.2) against 262144's stage 1 x 16 at 512 threads.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=100
explore try_matrix.py op=log_softmax_backward fp16 cluster 16500,16777,16900,17000,17500 block_size=256,cluster_size=4 "" \
  stage=2,cluster_size=8 cluster_size=2
explore try_matrix.py op=softmax fp32 cluster 193001,195000,197392,199000 "" stage=1,cluster_size=16,block_size=512,async_copy=0
rm -f "$OUT"/matrix-*.csv
