#!/bin/bash
# Sixty-fifth session, round i (H100, one call; carries baseline/h100-before-65i.json, `git show
# 4037f1f:softgen/tuning/h100.json`).  Round h: stage 1 x 8 ran 103.9-105.4 at 16-bit backward's
# odd widths 32801-36203, +5-7 over 32767's x 4 x 256 (97.5-99.6), level at 32769.  Entries 32801
# (both ops, both dtypes): odd 32785-36203, against the table before at its edges and inside,
# then the GPU tests of the session's entries.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do for dt in bf16 fp16; do
  T=100 against_table h100-before-65i $op $dt 32783,32785,32787,34001,36203,36205
done; done 2>&1 | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
gpu_tests "sixtyfifth or 32801"
