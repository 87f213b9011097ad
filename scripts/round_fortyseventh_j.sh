#!/bin/bash
# Forty-seventh session, round j (H100, after round i's peers on the same machine): where quack /
# liger still lead in trains (round i): fp32 256 (99.3 / 99.6) and 512 (liger 100.3 / 100.1) at the
# register shapes; 16-bit 262144 (97.9-98.1 / 98.9-99.0) at cluster stage 6 x 16's neighbours
# (threads a block, exchange, scheduling policy, stage 7).  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
explore try_matrix.py fp32 warp 240,256,272,512 strategy=auto peer=quack peer=liger threads_per_row=32,block_size=256 \
    threads_per_row=16,block_size=128 threads_per_row=64,block_size=128 strategy=block,block_size=128 2>&1 \
    | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError"
for dt in bf16 fp16; do
  explore try_matrix.py $dt cluster 262144 strategy=auto peer=quack stage=6,cluster_size=16,block_size=512 \
      stage=6,cluster_size=16,exchange=0 stage=6,cluster_size=16,exchange=1 stage=6,cluster_size=16,policy=1 \
      stage=7,cluster_size=16,block_size=128 stage=1,cluster_size=16,block_size=512 2>&1 \
      | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError"
done
