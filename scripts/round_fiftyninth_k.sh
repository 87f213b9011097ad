#!/bin/bash
# Fifty-ninth session, round n (H100, one call; carries baseline/h100-before-59m.json, the table
# before the 16-bit 17008 entries).  Trains of 20, medians of three, allocating.  16-bit softmax
# 17008 at stage 6 x 2 x 256, four blocks an SM (round m: +0.6-0.7 at 17008, quack's shape, 0.8
# ahead of auto in round g), against the table before at the edges and inside of every run
# served_diff.py lists (bf16 16694-17560, fp16 16694-17496; odd widths from 17006 / 17070 came
# from 17829's x 4 x 128 (fp16) and 24001's x 4 (bf16)).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ ALLOC=1 against_table h100-before-59m softmax bf16 16694,16800,17008,17069,17070,17071,17240,17300,17401,17560
  ALLOC=1 against_table h100-before-59m softmax fp16 16694,16800,17005,17006,17008,17176,17250,17401,17496; } \
  | tee "$OUT/check-17008.txt"
rm -f "$OUT"/*.csv
