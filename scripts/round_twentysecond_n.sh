#!/bin/bash
# Twenty-second session, round n (H100): fp32 262144 (softmax, log_softmax) with the 262143
# entries' config (stage 1 x 16, 512 threads, no cp.async: 95.7-96.7 at 232000-259000 in round
# m), against the 262144 entries' own, at 248000 and 262144.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
explore try_matrix.py fp32 cluster 248000,262144 stage=1,cluster_size=16,block_size=512,async_copy=0 stage=1,cluster_size=16,block_size=512
explore try_matrix.py op=log_softmax fp32 cluster 248000,262144 stage=1,cluster_size=16,block_size=512,async_copy=0 stage=1,cluster_size=16,block_size=128,async_copy=1
