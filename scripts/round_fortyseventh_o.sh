#!/bin/bash
# Forty-seventh session, round o (H100): the final table (rounds l-n: 16-bit softmax cluster stage
# 6 x 256 at odd 203639 / 207001 (bf16; fp16 203639), 16-bit backward block x 128 at 2064 and bf16
# at 2100 / 2303): auto round them.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for dt in bf16 fp16; do
  explore try_matrix.py op=softmax_backward $dt auto 2040,2047,2048,2049,2052,2056,2060,2064,2080,2100,2200,2303,2400 \
      strategy=auto 2>&1 | grep -v "^   runs"
  explore try_matrix.py $dt auto 201001,202001,203639,205001,207001,208001 strategy=auto 2>&1 | grep -v "^   runs"
done
