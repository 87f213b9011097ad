#!/bin/bash
# Twenty-second session, round m (H100): log_softmax bf16 131073 with 134001's config (its own
# width; round l: 131663 94 with 131072's entry), and fp32 rows of 240000-258000 (round l:
# log_softmax 93-95, softmax 256800 94.5 with 262144's entries): other configs there.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
explore try_matrix.py op=log_softmax bf16 cluster 131073,131663 stage=1,cluster_size=16,block_size=128,async_copy=1,exchange=2
F=232000,242676,248000,254136,256800,259000
explore try_matrix.py op=log_softmax fp32 cluster $F stage=1,cluster_size=16,block_size=128,async_copy=1 stage=1,cluster_size=16,block_size=512,async_copy=0 stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=256,async_copy=0
explore try_matrix.py fp32 cluster $F stage=1,cluster_size=16,block_size=512 stage=1,cluster_size=16,block_size=512,async_copy=0 stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=256,async_copy=0
