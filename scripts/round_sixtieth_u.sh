#!/bin/bash
# Sixtieth session, round u (H100, one call; carries baseline/h100-before-60t.json, the table before
# bf16 softmax's 88000 entry).  Trains of 20, medians of three, allocating.  bf16 softmax 88000 at
# stage 6 x 16 x 128, eight blocks an SM (round t: 102.0 against auto's 101.3; quack 102.4): against
# the table before at the edges and inside of the runs `served_diff.py` lists (aligned widths
# 86464-90936, odd 86893-90484).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
T=250 ALLOC=1 against_table h100-before-60t softmax bf16 86456,86464,86893,87000,87001,88000,89000,89001,90000,90112,90483,90484,90936,90944 \
  | tee "$OUT/check-88000.txt"
