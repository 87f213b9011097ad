#!/bin/bash
# Fifty-seventh session, round n (H100, one call; carries baseline/h100-before-57m.json): round m's
# approx_rcp entries (16-bit softmax 136, 150, 320; bf16 496) against the table before them at
# every run of widths served_diff.py lists; trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ against_table h100-before-57m softmax bf16 132,136,142,143,150,160,170,291,300,320,335,350,437,460,496,503
  against_table h100-before-57m softmax fp16 132,136,142,143,150,160,170,291,300,320,335,350; } | tee "$OUT/check.txt"
rm -f "$OUT"/matrix-*.csv
