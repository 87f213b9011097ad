#!/bin/bash
# Fifty-third session, round m (H100, one call; carries baseline/h100-before-53l.json, the table
# before round l's entries): auto against the table before at 16-bit 10347-16384, where 12345's
# entry now runs stage 6 x 2 (softmax, log_softmax) and log_softmax has one at 15001; then the
# GPU tests of auto.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
W=10346,10347,11500,12345,13000,13607,13608,14222,15001,15677,15678,16383
for case in softmax:bf16 softmax:fp16 log_softmax:bf16 log_softmax:fp16; do
  IFS=: read op dt <<< "$case"
  against_table h100-before-53l $op $dt $W
done | tee "$OUT/entries.txt"
rm -f "$OUT"/matrix-*.csv
gpu_tests auto
