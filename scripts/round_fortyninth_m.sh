#!/bin/bash
# Forty-ninth session, round m (H100; carry baseline/h100-before-49m.json, the table before round
# l's entries): 16-bit log_softmax CUDA warp from 1025 and bf16 softmax stage 6 x 4 from 17962
# against the table before, across their bands.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{ for dt in bf16 fp16; do
    explore try_matrix.py op=log_softmax $dt auto 1024,1025,1030,1036,1050,1062,1070 strategy=auto strategy=auto,table=h100-before-49m
  done
  explore try_matrix.py bf16 auto 16407,17000,17200,17500,17962,18757,19500,21000 strategy=auto strategy=auto,table=h100-before-49m
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/m.txt"
rm -f "$OUT"/matrix-*.csv
