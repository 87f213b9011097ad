#!/bin/bash
# Eighth session, last round: backward and log_softmax sweeps (shipped table, with the exchange
# re-tune), then the GPU tests outside tests/test_gpu.py (drop-in ops, auto, emit, fuzz).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
timeout 150 python3 -m softgen.cli compare --op softmax_backward --sweep --dtype fp32,bf16 --out /tmp/backward > /tmp/backward.txt 2>&1; echo "backward rc $?"
timeout 150 python3 -m softgen.cli compare --op log_softmax --sweep --dtype fp32,bf16 --out /tmp/log_softmax > /tmp/log_softmax.txt 2>&1; echo "log_softmax rc $?"
for k in backward log_softmax; do cp /tmp/$k/compare.csv "$OUT/$k.csv"; cp /tmp/$k/compare.json "$OUT/$k.json"; done
python3 scripts/bench_summary.py "$OUT/backward.csv" "$OUT/log_softmax.csv"
timeout 240 python -m pytest -q -m gpu tests/ --ignore=tests/test_gpu.py -p no:cacheprovider 2>&1 | tail -4
