#!/bin/bash
# Forty-seventh session, round n (H100; carry baseline/h100-m.json): bf16 backward's 2048 entry
# (block x 256) fell to 95 at odd widths just past it (round m); h100-m now has an odd entry at
# 2050 (block x 128) beside it.  Both 16-bit dtypes round 2048, auto against h100-m, and fp16's
# block x 128 / x 256.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
for dt in bf16 fp16; do
  rm -f "$TABLE"
  explore try_matrix.py op=softmax_backward $dt block 2040,2047,2048,2049,2056,2060,2064,2080 strategy=auto \
      strategy=auto,table=h100-m block_size=128 block_size=256 2>&1 | grep -v "^   runs\|SpecError"
done
