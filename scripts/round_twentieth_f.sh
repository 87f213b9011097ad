#!/bin/bash
# Twentieth session, round f (H100), after entries 82-83:
#  1. CUDA 16-bit online backward as now shipped (pair read; one block an SM at 512 threads)
#     against the other variants, rows of 4-100 K.
#  2. CUDA smem on short rows: the default (2 packs a thread) against 32 / 64 / 128 threads,
#     forward and backward; Triton smem alongside.
#  3. GPU tests: CUDA smem, CUDA online backward.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
W=4097,8193,16385,24001,32769,65537,100001
for op in softmax_backward log_softmax_backward; do
  timeout 150 python3 try_online_backward_blocks.py op=$op bf16:$W fp16:$W
done 2>&1 | grep -v Warn | tee "$OUT/online-backward-shipped.txt"
timeout 150 python3 try_block_short.py strategy=smem bf16:513,781,1025,1500 fp16:513,1025 fp32:256,513,781,1000 \
    op=softmax_backward bf16:513,1025 fp32:513 2>&1 | grep -v Warn | tee "$OUT/smem-short.txt"
cd ..
timeout 150 python3 -m pytest -q -x -m gpu tests/test_gpu.py -k "smem and not triton or online and backward and not triton" 2>&1 \
    | tail -3 | tee "$OUT/gpu-tests.txt"
