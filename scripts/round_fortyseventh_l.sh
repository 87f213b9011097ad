#!/bin/bash
# Forty-seventh session, round l (H100): two weak spots of round h / g.  16-bit softmax at
# 200001-207000 (203639: 95.4-95.5 with either table): cluster shapes; bf16 softmax_backward 2303
# (99.2, fp16 105.4): the register shapes.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for dt in bf16 fp16; do
  explore try_matrix.py $dt cluster 200001,203639,207001 strategy=auto stage=1,cluster_size=16,block_size=128 \
      stage=1,cluster_size=16,block_size=512 stage=6,cluster_size=16,block_size=256 stage=1,cluster_size=8 \
      stage=2,cluster_size=16 strategy=online 2>&1 | grep -v "^   runs\|SpecError"
done
explore try_matrix.py op=softmax_backward bf16 block 2100,2303,2500 strategy=auto "" block_size=128 block_size=512 \
    strategy=warp strategy=smem 2>&1 | grep -v "^   runs\|SpecError"
