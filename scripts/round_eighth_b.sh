#!/bin/bash
# Eighth session, second round: log_softmax re-tuned on the long 16-bit rows with the exchange
# variants (on top of the shipped table), then the forward sweep with the new table.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
start_table
timeout 120 python3 -m softgen.cli tune --op log_softmax --cols 131072,262144 --dtype bf16 --rep 40 --results /tmp/tune-log > "$OUT/tune-log.txt" 2>&1
echo "tune rc $?"; python3 scripts/top_candidates.py /tmp/tune-log/compare.csv 3; cp /tmp/tune-log/compare.csv "$OUT/tune-log.csv"
cp "$TABLE" "$OUT/h100.json"
timeout 300 python3 -m softgen.cli compare --sweep --dtype fp32,bf16,fp16 --out /tmp/sweep > /tmp/sweep.txt 2>&1; echo "sweep rc $?"
cp /tmp/sweep/compare.csv "$OUT/sweep.csv"; cp /tmp/sweep/compare.json "$OUT/sweep.json"; cp /tmp/sweep/*.png "$OUT/" 2>/dev/null
python3 scripts/bench_summary.py "$OUT/sweep.csv"
