#!/bin/bash
# Forty-seventh session, round q (H100; carry baseline/h100-before-p.json): 16-bit backward at
# 136, where the 128 entry's 16 lanes ran 99.4-100.4 and warp's default 105.2-105.7 (round p):
# entries at 136 (warp default) and 144 (16 lanes, bounding 136's band) against the table
# before them, at 128-160 (q-first); then again with 134 (16 lanes) too, as 132 / 134 had lost
# 1.0 to 136's entry (q).  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
for dt in bf16 fp16; do
  rm -f "$TABLE"
  explore try_matrix.py op=softmax_backward $dt auto 128,130,132,134,136,138,140,142,144,152,160 strategy=auto \
      strategy=auto,table=h100-before-p 2>&1 | grep -v "^   runs"
done
