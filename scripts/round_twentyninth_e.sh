#!/bin/bash
# Twenty-ninth session, round e (H100): cluster stage 6 below 65536, where auto trails quack at
# 16-bit 50000 by 1.6-1.8 (round d): stage 6 at clusters of 2-16 against auto, 16-bit and fp32.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"; rm -rf "$SOFTGEN_CACHE_DIR"
for dtype in bf16 fp16; do
  T=200 explore try_matrix.py $dtype cluster 16384,24001,32768,40000,45001,50000,55001,63814 strategy=auto \
    stage=6,cluster_size=2 stage=6,cluster_size=4 stage=6,cluster_size=8 stage=6,cluster_size=16
done
T=150 explore try_matrix.py fp32 cluster 16384,32768,45001,50000,65536,100000 strategy=auto \
  stage=6,cluster_size=4 stage=6,cluster_size=8 stage=6,cluster_size=16
