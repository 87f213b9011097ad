#!/bin/bash
# Fifty-eighth session, round m (H100, one call; carries baseline/h100-before-58m.json, the table
# before these entries): bf16 softmax 32767 / 32768 at stage 6 x 8 x 128 and fp16 70001 at x 16 x
# 128, eight blocks an SM (round k: bf16 33405 +1.0, fp16 70001 +0.4), against the table before at
# the edges and inside of the runs served_diff.py lists (bf16 27912-36383, fp16 67394-74834),
# allocating, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ ALLOC=1 against_table h100-before-58m softmax bf16 27912,28001,30000,31003,32767,32768,33405,34000,35001,36383
  ALLOC=1 against_table h100-before-58m softmax fp16 67394,67401,68065,70001,71003,72000,73001,74834; } \
  | tee "$OUT/check-32768.txt"
rm -f "$OUT"/*.csv
