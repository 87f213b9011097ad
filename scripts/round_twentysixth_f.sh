#!/bin/bash
# Twenty-sixth session, round f (H100): auto against torch over the sweep for the backward ops,
# every dtype, with this session's stage 4 (BENCHMARKS.md's summary).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do
  timeout 285 python3 -m softgen.cli compare --op $op --sweep --dtype fp32,bf16,fp16 --strategy auto \
    --peers torch --out /tmp/f-$op > "$OUT/f-$op.txt" 2>&1; echo "$op rc $?"
  cp /tmp/f-$op/compare.csv "$OUT/f-$op.csv"; cp /tmp/f-$op/compare.png "$OUT/f-$op.png"
done
