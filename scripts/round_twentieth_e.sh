#!/bin/bash
# Twentieth session, round e (H100):
#  1. CUDA 16-bit online backward: the pair read at two blocks an SM against one and as shipped,
#     rows of 4-32 K (scripts/try_online_backward_blocks.py).
#  2. CUDA smem on short 16-bit rows (1025: 81% of copy in round b, block 102): async copy on /
#     off, block sizes.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
W=4097,8193,12345,16385,20001,24001,32769
for op in softmax_backward log_softmax_backward; do
  timeout 200 python3 try_online_backward_blocks.py op=$op bf16:$W fp16:$W
done 2>&1 | grep -v Warn | tee "$OUT/online-backward-blocks.txt"
for w in 513 1025 2049; do
  timeout 60 python3 try_variants.py bf16 $w smem "" async_copy=0 async_copy=1,block_size=64 async_copy=0,block_size=64 \
      async_copy=1,block_size=256 async_copy=0,block_size=256
done 2>&1 | grep -v Warn | tee "$OUT/smem-short.txt"
