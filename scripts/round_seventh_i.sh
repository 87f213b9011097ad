#!/bin/bash
# Seventh session, last round: log_softmax re-tuned on the long rows with the cp.async
# candidates (on top of the shipped table), then the forward and log_softmax sweeps with it.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
start_table
timeout 150 python3 -m softgen.cli tune --op log_softmax --cols 32768,50000,65536,131072,262144 --dtype fp32,bf16 --rep 40 --results /tmp/tune-log > "$OUT/tune-log.txt" 2>&1
echo "tune rc $?"; python3 scripts/top_candidates.py /tmp/tune-log/compare.csv 2; cp /tmp/tune-log/compare.csv "$OUT/tune-log.csv"
cp "$TABLE" "$OUT/h100.json"
timeout 200 python3 -m softgen.cli compare --sweep --dtype fp32,bf16,fp16 --out /tmp/sweep > /tmp/sweep.txt 2>&1; echo "sweep rc $?"
timeout 120 python3 -m softgen.cli compare --op log_softmax --sweep --dtype fp32,bf16 --out /tmp/log_softmax > /tmp/log.txt 2>&1; echo "log_softmax rc $?"
for k in sweep log_softmax; do cp /tmp/$k/compare.csv "$OUT/$k.csv"; cp /tmp/$k/compare.json "$OUT/$k.json"; done
python3 scripts/bench_summary.py "$OUT/sweep.csv" "$OUT/log_softmax.csv"
