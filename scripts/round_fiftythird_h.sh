#!/bin/bash
# Fifty-third session, round h (H100, one call; carries baseline/h100-before-53.json, the table
# before round g's entries): auto against the table before across the bands of the new entries
# (16-bit softmax / log_softmax block at 8672, fp32 softmax stage 6 x 4 x 256 at 16388 and 22536)
# and their edges; then the GPU tests of auto.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
W16=8193,8199,8200,8300,8428,8429,8672,9000,9001,10000,10346,10347,10400
W32=16385,16386,16388,17500,19218,19219,20000,22536,23001,25000,27174,27175
for case in softmax:bf16:$W16 softmax:fp16:$W16 log_softmax:bf16:$W16 log_softmax:fp16:$W16 softmax:fp32:$W32; do
  IFS=: read op dt w <<< "$case"
  against_table h100-before-53 $op $dt $w
done | tee "$OUT/entries.txt"
rm -f "$OUT"/matrix-*.csv
gpu_tests auto
