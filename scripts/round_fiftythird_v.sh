#!/bin/bash
# Fifty-third session, round v (H100, one call; carries baseline/h100-before-53v.json, the table
# before these entries): round u's holes closed with entries, auto against the table before:
# 16-bit log_softmax block at 6150 and 7839 (5019-8013, where 8192's smem served from 5793 at
# 99.9-100.6), fp32 softmax and log_softmax stage 6 x 4 in 8192's entry (5793-10057, its block
# 99.5-100.0).  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{
  for dt in bf16 fp16; do
    against_table h100-before-53v log_softmax $dt 4500,4900,5020,5433,5800,6150,6944,7039,7839,8013,8014
  done
  for op in softmax log_softmax; do
    against_table h100-before-53v $op fp32 5794,6000,6686,7183,8190,8192,9285,10056,10058
  done
} | tee "$OUT/entries.txt"
rm -f "$OUT"/matrix-*.csv
