#!/bin/bash
# Thirty-fifth session, round j (H100): rows past the sweep run few waves of clusters (bf16 800000:
# 83 rows over about 16 resident clusters of 16 blocks, 5.2 waves), so the cluster size may matter
# more through the waves than through the slice: stage 7 at cluster sizes 11-16, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
c() { for k in 16 15 14 13 12 11; do printf "stage=7,cluster_size=$k,block_size=$1 "; done; }
REPEAT=3 T=280 explore try_matrix.py bf16 cluster 700000,800000,984415 strategy=auto $(c 320) | tee "$OUT/j-bf16.txt"
REPEAT=3 T=280 explore try_matrix.py fp32 cluster 800000,1000000 strategy=auto $(c 512) | tee "$OUT/j-fp32.txt"
