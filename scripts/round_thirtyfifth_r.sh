#!/bin/bash
# Thirty-fifth session, round r (H100): round q's 16-bit online pass 1 on packs, for log_softmax
# (its pass 1 is softmax's), against packs=0, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do
  REPEAT=3 T=200 explore try_matrix.py op=log_softmax $dt online 8192,16384,50000,80000,100000,131072,262144 "" packs=0 \
    | tee "$OUT/r-$dt.txt"
done
