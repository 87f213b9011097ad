#!/bin/bash
# Fifty-first session, round h (H100, one call; carries baseline/h100-before-51h.json, the table
# before the fp16 backward entries at 16385 / 16392): (1) those entries (stage 1 x 4; round g:
# the 16384 entry's stage 2 x 8 falls to 80-89 from 16392 to where the 17000 entry takes over)
# against the table before, across the band, and bf16's backward there (auto only); (2) auto at 24
# random widths (seed 4865), every op and dtype.  Trains of 20, matrices medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
W=16384,16385,16387,16388,16392,16443,16528,16600,16690,16691,16800
{
  for op in softmax_backward log_softmax_backward; do
    explore try_matrix.py op=$op fp16 auto $W strategy=auto strategy=auto,table=h100-before-51h
    explore try_matrix.py op=$op bf16 auto $W strategy=auto
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
sweep h 4865
