#!/bin/bash
# Fifty-first session, round f (H100, one call; carries baseline/h100-before-51.json, the table
# before round e's entries): (1) bf16 softmax's 150001 entry and 16-bit log_softmax's 163840 entry
# at stage 6 x 16 x 192 (in place of stage 1) against the table before, across the widths they
# now serve; (2) auto at 24 random widths (seed 4864), every op and dtype.  Trains of 20,
# matrices medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{
  explore try_matrix.py op=softmax bf16 auto 141000,141776,142500,143700,146000,148000,150001,151000,151999 \
      strategy=auto strategy=auto,table=h100-before-51
  for dt in bf16 fp16; do
    explore try_matrix.py op=log_softmax $dt auto 160640,161000,162500,163840,165000,166000,166891,167500 \
        strategy=auto strategy=auto,table=h100-before-51
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
sweep f 4864
