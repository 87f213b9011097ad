#!/bin/bash
# Forty-ninth session, round b (H100; carry baseline/h100-before-49.json, the table before round
# a's entries): 16-bit log_softmax_backward at stage 1 x 8 (bf16 40001, fp16 20001 / 40001) and
# fp16 100001 at stage 1 x 16, against the table before, across their bands; bf16 32768's stage 3
# x 8 and the softmax_backward twins' stage 1 x 4 against stage 1 x 8; then auto at 24 more
# random widths (seed 4852), every op and dtype.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for dt in bf16 fp16; do
  explore try_matrix.py op=log_softmax_backward $dt auto \
      17000,18000,20001,22000,26000,30000,32768,34000,36204,38000,40001,44722,47000,85000,90000,100001,111968,125000 \
      strategy=auto strategy=auto,table=h100-before-49 2>&1 | grep -v "^   runs"
  explore try_matrix.py op=softmax_backward $dt cluster 20001,30000,40001,44722 strategy=auto stage=1,cluster_size=8 \
      2>&1 | grep -v "^   runs\|SpecError"
done | tee "$OUT/bands.txt"
explore try_matrix.py op=log_softmax_backward bf16 cluster 32768,33000,34500 strategy=auto stage=1,cluster_size=8 \
    2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/bf16-32768.txt"
T=140 auto_ops b fp32,bf16,fp16 random=4852:24:128:262143
for f in "$OUT"/auto-b-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
