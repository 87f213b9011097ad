#!/bin/bash
# Twenty-third session, round g (H100): (1) 16-bit backward at aligned widths near 32768: cluster
# 4 x 256 (the 32767 entries' config, 101% there) against 32768's cluster 8 x 256 (88-93 at
# 29001-31057, round f); (2) auto at fresh random widths (seed 33), both backward ops, every dtype;
# (3) the GPU tests of auto and of the backward cluster kernels.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
for o in op=log_softmax_backward:fp16 op=softmax_backward:bf16 op=softmax_backward:fp16; do
  explore try_matrix.py ${o%%:*} ${o##*:} cluster 28672,30720,32768,36864 cluster_size=4,block_size=256 cluster_size=8,block_size=256
done
R=random=33:24:128:262144
auto_at auto-g-log-bwd op=log_softmax_backward fp32,bf16,fp16 $R
auto_at auto-g-bwd op=softmax_backward fp32,bf16,fp16 $R
timeout 240 python3 -m pytest -q -m gpu tests/test_gpu.py -k "auto or cluster_backward_stage3 or (backward_kernels and cluster)" 2>&1 | tail -3
