#!/bin/bash
# Fifty-third session, round o (H100, one call; carries baseline/h100-before-53n.json, the table
# before log_softmax's 16384 entry took stage 6 x 2 in place of smem): 16-bit log_softmax
# 15679-20500 (the entry serves 15678-19829) against the table before.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
W=15679,16001,16383,16384,16391,17000,18000,19000,19829,19830,20500
for dt in bf16 fp16; do
  against_table h100-before-53n log_softmax $dt $W
done | tee "$OUT/entries.txt"
rm -f "$OUT"/matrix-*.csv
