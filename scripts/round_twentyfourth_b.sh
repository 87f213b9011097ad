#!/bin/bash
# Twenty-fourth session, round b (H100): auto against torch over the sweep, with the shipped table
# as it stands: softmax and log_softmax, every dtype (BENCHMARKS.md's summary).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for op in softmax log_softmax; do
  timeout 280 python3 -m softgen.cli compare --op $op --sweep --dtype fp32,bf16,fp16 --strategy auto \
    --peers torch --out /tmp/b-$op > "$OUT/b-$op.txt" 2>&1; echo "$op rc $?"
  cp /tmp/b-$op/compare.csv "$OUT/b-$op.csv"; cp /tmp/b-$op/compare.png "$OUT/b-$op.png"
done
