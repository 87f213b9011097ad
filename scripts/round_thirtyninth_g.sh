#!/bin/bash
# Thirty-ninth session, round g (H100): the split entry's chunk size in 16 bits (shipped 64 KB) and
# where it starts to win over the held entry (splitfrom=100000: never split); medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in fp16 bf16; do
  REPEAT=3 T=250 explore try_matrix.py $dt online 160000,200003,230000,262144,300001,400000 "" chunk=48 chunk=96 chunk=128 splitfrom=100000 | tee "$OUT/g-$dt.txt"
done
