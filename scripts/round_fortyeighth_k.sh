#!/bin/bash
# Forty-eighth session, round k (H100; carry baseline/h100-before-j.json): round j's entries at
# 262145 went unused at aligned widths (auto ranks an entry of the width's 16-byte alignment
# first among the nearest, so 262144's served 262152-266047: 83-98); stage 4 x 16 at 262152 too,
# both backward ops, against the table before round j, aligned and odd widths.  Trains of 20,
# medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do
  for dt in bf16 fp16; do
    explore try_matrix.py op=$op $dt auto 262144,262145,262151,262152,263000,263001,264000,265000,266047,266048,268000 \
        strategy=auto strategy=auto,table=h100-before-j 2>&1 | grep -v "^   runs"
  done
done
