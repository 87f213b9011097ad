#!/bin/bash
# Sixtieth session, round v (H100, one call; carries baseline/h100-before-60v.json, the table before
# fp32 softmax 4096's entry took block x 512).  Trains of 20, medians of three, allocating.  Block
# x 512 ran +0.3-0.7 over the 4096 entry's default block at 3506-4097 (round c); with it, 4096 serves
# 3506-4147 (either backend) and 2290-4147 with backend "cuda" (and small calls): against the table
# before at the edges and inside of both runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ T=150 ALLOC=1 against_table h100-before-60v softmax fp32 3505,3506,3700,3900,4095,4096,4097,4147,4148
  T=150 explore try_matrix.py fp32 auto 2289,2290,2500,2700,2895,3000,3300,3505 strategy=auto,backend=cuda,alloc=1 \
    strategy=auto,backend=cuda,table=h100-before-60v,alloc=1 2>&1 | grep -v "^   runs\|SpecError"; } | tee "$OUT/check-4096.txt"
