#!/bin/bash
# Fifty-third session, round n (H100, one call, on the table after round m): 16-bit log_softmax and
# bf16 softmax at 15679-16391, where log_softmax's 16384 entry (smem) served 16383 at 95.3-95.5% of
# copy in round m, against stage 6 x 2 and smem.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for case in log_softmax:bf16 log_softmax:fp16 softmax:bf16; do
  IFS=: read op dt <<< "$case"
  explore try_matrix.py op=$op $dt auto 15679,16001,16377,16383,16384,16385,16391 strategy=auto \
      strategy=cluster,cluster_size=2,stage=6 strategy=smem 2>&1 | grep -v "^   runs\|SpecError"
done | tee "$OUT/edge16383.txt"
rm -f "$OUT"/matrix-*.csv
