#!/bin/bash
# Twentieth session, round p (H100): the kernels auto's alignment-aware lookup (notes entry 87)
# moves widths between, each against the one it took before, same run.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
v() { timeout 60 python3 try_variants.py "$@" 2>&1 | grep -v Warn; }
{
for w in 24001 32769 40001; do v bf16 $w smem ""; v bf16 $w cluster cluster_size=4; done
v fp32 1023 smem "" triton=1
v fp32 100001 cluster stage=1,cluster_size=16,block_size=128,async_copy=1 stage=1,cluster_size=8,async_copy=0
v fp32 200001 cluster stage=1,cluster_size=16 stage=1,cluster_size=16,async_copy=0
v op=log_softmax fp32 60001 cluster stage=2,cluster_size=16 stage=1,cluster_size=16,async_copy=0
v op=log_softmax fp32 131073 cluster stage=1,cluster_size=16,block_size=128,async_copy=1 stage=1,cluster_size=8,async_copy=0
v op=softmax_backward bf16 28000 cluster cluster_size=4,block_size=256
v op=softmax_backward bf16 28000 online ""
} | tee "$OUT/moved.txt"
