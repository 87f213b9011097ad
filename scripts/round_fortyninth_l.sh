#!/bin/bash
# Forty-ninth session, round l (H100): round k's lowest against their neighbours' configs: 16-bit
# log_softmax at 1030 (96.3-97.2, 1024's smem) and bf16 softmax 16407-19500 (97.4-97.6 at
# 17962-18757, 16384's stage 6 x 2).  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{ for dt in bf16 fp16; do
    explore try_matrix.py op=log_softmax $dt warp 1025,1030,1040,1100 strategy=auto "" block_size=256 strategy=block strategy=smem strategy=smem,backend=triton
  done
  explore try_matrix.py bf16 cluster 16407,17962,18757,19500 strategy=auto stage=6,cluster_size=4 stage=6,cluster_size=2,block_size=256 strategy=smem
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/l.txt"
rm -f "$OUT"/matrix-*.csv
