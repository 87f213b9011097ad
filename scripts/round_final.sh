#!/usr/bin/env bash
# Final device calls.  a: the whole of tests/test_gpu.py and the small-call latency.
# b: the other GPU tests and the backward sweep with the shipped table.  Files under $OUT.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"    # the shipped table, as a user gets it
if [ "$1" = a ]; then
  timeout 60 python3 scripts/latency.py 2>&1 | tee "$OUT/latency.txt"
  timeout 480 python3 -m pytest -m gpu -q -p no:cacheprovider tests/test_gpu.py > "$OUT/pytest-b.log" 2>&1; echo "pytest rc $?"
  tail -3 "$OUT/pytest-b.log"
else
  timeout 200 python3 -m pytest -m gpu -q -p no:cacheprovider tests/ --ignore=tests/test_gpu.py > "$OUT/pytest-a.log" 2>&1; echo "pytest rc $?"
  tail -3 "$OUT/pytest-a.log"
  timeout 150 python3 -m softgen.cli compare --op softmax_backward --sweep --dtype fp32,bf16 --out /tmp/backward > "$OUT/backward.txt" 2>&1; echo "backward rc $?"
  cp /tmp/backward/compare.csv "$OUT/backward.csv"; cp /tmp/backward/compare.json "$OUT/backward.json"
  python3 scripts/bench_summary.py "$OUT/backward.csv"
fi
