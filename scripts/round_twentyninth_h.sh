#!/bin/bash
# Twenty-ninth session, round h (H100): the widths round g found under 95 (16-bit log_softmax
# 71948 93-94 from 65536's stage 6 x 16 entry, bf16 softmax 66724 95.0), stage 6 x 8 / x 16 and
# stage 1 x 8 about them, for log_softmax entries between 65536 and 131072.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"; rm -rf "$SOFTGEN_CACHE_DIR"
for dtype in bf16 fp16; do
  T=150 explore try_matrix.py op=log_softmax $dtype cluster 66724,70001,71948,75000,80001,86897,100001 strategy=auto \
    stage=6,cluster_size=8 stage=6,cluster_size=16 stage=1,cluster_size=8
done
for dtype in bf16 fp16; do
  T=100 explore try_matrix.py $dtype cluster 66724,67001,68000,71948 strategy=auto stage=6,cluster_size=8 stage=6,cluster_size=16
done
