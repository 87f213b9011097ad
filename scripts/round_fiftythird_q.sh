#!/bin/bash
# Fifty-third session, round q (H100, one call; carries baseline/h100-before-53p.json, the table
# before round p's entries): auto against the table before across the bands of the four entries
# round p changed (fp32 log_softmax 200000 and 16-bit log_softmax 134001 to stage 6, bf16
# softmax_backward / log_softmax_backward 12345 to cluster x 4); then the GPU tests of auto.
# Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{
  against_table h100-before-53p log_softmax fp32 199499,199500,199800,200000
  for dt in bf16 fp16; do
    against_table h100-before-53p log_softmax $dt 132529,132530,134001,136000,136967,136968
  done
  for op in softmax_backward log_softmax_backward; do
    against_table h100-before-53p $op bf16 11385,11386,12345,13300,14222,14223
  done
} | tee "$OUT/entries.txt"
rm -f "$OUT"/matrix-*.csv
gpu_tests auto
