#!/bin/bash
# Twenty-second session, round i (H100), the working tree's rules and table: 16-bit cluster
# stage 1 blocks of whole warps (at most 8 packs a thread); (1) the table entries that change
# timed at their own widths against the block they had; (2) auto at random long widths
# (seeds 24, 27, 28), 16-bit forward; (3) GPU tests of cluster.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
explore try_matrix.py bf16 cluster 200000 stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=256
explore try_matrix.py fp16 cluster 200000 stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=256
explore try_matrix.py op=log_softmax bf16 cluster 150001,190001 stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=256
L=random=24:14:16384:262144,random=27:20:16384:262144,random=28:20:16384:262144
auto_at auto-i-softmax op=softmax bf16,fp16 $L
auto_at auto-i-log op=log_softmax bf16,fp16 $L
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_fuzz_shapes.py -k "cluster and not triton" 2>&1 | tail -3
