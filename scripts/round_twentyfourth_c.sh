#!/bin/bash
# Twenty-fourth session, round c (H100): auto against torch over the sweep for both backward ops,
# every dtype; then auto at fresh random widths (seed 36) for both, after the Triton carry rule
# (round a).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do
  timeout 200 python3 -m softgen.cli compare --op $op --sweep --dtype fp32,bf16,fp16 --strategy auto \
    --peers torch --out /tmp/c-$op > "$OUT/c-$op.txt" 2>&1; echo "$op rc $?"
  cp /tmp/c-$op/compare.csv "$OUT/c-$op.csv"
done
R=random=36:24:128:262144
T=200 auto_at auto-c-bwd op=softmax_backward fp32,bf16,fp16 $R
T=200 auto_at auto-c-log-bwd op=log_softmax_backward fp32,bf16,fp16 $R
rm -f "$OUT"/auto-*.csv
