#!/bin/bash
# Fifty-first session, round i (H100, one call; carries baseline/h100-before-51h.json): the fp16
# backward entry at 16392 alone (round h: the 16384 entry's stage 2 x 8 held 105-106 at 16385-16388,
# where the 16385 entry's stage 1 x 4 ran 104-105, so that entry went) against the table before;
# the GPU tests of auto on the final table; auto at 24 random widths (seed 4866).  Trains of 20,
# matrices medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{
  for op in softmax_backward log_softmax_backward; do
    explore try_matrix.py op=$op fp16 auto 16385,16387,16388,16389,16391,16392,16400 strategy=auto strategy=auto,table=h100-before-51h
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k auto 2>&1 | tail -3
sweep i 4866
