#!/bin/bash
# Twenty-second session, round j (H100): configs across the bands where auto stayed under 95 in
# round i: log_softmax 16-bit 66000-99000 (65536's entry, cluster 2: 86-93), softmax 16-bit
# 80001-95000 (80001's entry: 85821 93.5) and around 200001 (200883: 94).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
explore try_matrix.py op=log_softmax bf16 cluster 65536,68643,72001,76563,80237,85821,90001,95000,99001 stage=1,cluster_size=8 cluster_size=8,block_size=256,exchange=2 cluster_size=2,block_size=256 stage=1,cluster_size=16
explore try_matrix.py op=log_softmax fp16 cluster 65536,72001,80237,90001,99001 stage=1,cluster_size=8 cluster_size=8,block_size=256,exchange=2
explore try_matrix.py bf16 cluster 80001,83000,85821,88000,90001,95000 cluster_size=8,block_size=256,exchange=2 stage=1,cluster_size=16 stage=1,cluster_size=8
explore try_matrix.py fp16 cluster 80001,85821,90001 cluster_size=8,block_size=256,exchange=2 stage=1,cluster_size=16 stage=1,cluster_size=8
explore try_matrix.py bf16 cluster 196001,198000,200001,200883,203000,207001 stage=1,cluster_size=16,block_size=128,async_copy=1,exchange=2 stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=256
