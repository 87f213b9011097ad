#!/bin/bash
# Twenty-seventh session, round h (H100): 16-bit cluster stage 5 at about 32 elements a thread (round
# g's 64 a thread ran 83-90 where fp32's 32 ran 97-99), against auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for dtype in bf16 fp16; do
  T=150 explore try_matrix.py $dtype cluster 65536,100000,131072,200000,262144 strategy=auto \
    stage=5,cluster_size=16,block_size=512 stage=5,cluster_size=16,block_size=256 stage=5,cluster_size=8,block_size=512 \
    stage=5,cluster_size=16,block_size=512,exchange=2 stage=5,cluster_size=8,block_size=256
done
