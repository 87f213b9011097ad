#!/bin/bash
# Thirty-second session, round f (H100): round e's configs for the 16-bit tables' new entries at
# 536199 (stage 1 x 16, 256 threads: the 524288 entry's 512 threads take a second, nearly empty
# step of packs there) and 615981 (512 threads: past about 600000, 256-thread slices leave two
# blocks an SM by shared memory), for softmax fp16 and log_softmax bf16 (round e: softmax bf16).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for arg in softmax:fp16 log_softmax:bf16; do
  REPEAT=3 T=150 explore try_matrix.py op=${arg%%:*} ${arg#*:} cluster 536199,615981 \
    stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=512 strategy=auto
done
