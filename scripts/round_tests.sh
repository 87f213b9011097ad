#!/usr/bin/env bash
# GPU tests in two halves (each fits one device call), and the long rows of the ops not
# re-tuned yet.  Usage: scripts/round_tests.sh a|b.  Files under $OUT.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
start_table
if [ "$1" = a ]; then
  timeout 120 python3 -m softgen.cli tune --cols 50000,65536,131072,262144 --dtype fp16 --rep 40 --results "$OUT/tune-fp16" > "$OUT/tune-fp16.txt" 2>&1
  python3 scripts/top_candidates.py "$OUT/tune-fp16/compare.csv" 5; grep -E "^fp16" "$OUT/tune-fp16.txt"
  timeout 170 python3 -m softgen.cli tune --op log_softmax --cols 50000,65536,131072,262144 --dtype fp32,bf16 --rep 40 --results "$OUT/tune-log" > "$OUT/tune-log.txt" 2>&1
  python3 scripts/top_candidates.py "$OUT/tune-log/compare.csv" 5; grep -E "^(fp32|bf16)" "$OUT/tune-log.txt"
  cp "$TABLE" "$OUT/h100.json"; rm -f "$OUT"/tune-*/compare.json "$OUT"/tune-*/compare.png
  timeout 280 python3 -m pytest -m gpu -q -p no:cacheprovider tests/ --ignore=tests/test_gpu.py > "$OUT/pytest-a.log" 2>&1; echo "pytest rc $?"
  tail -5 "$OUT/pytest-a.log"
else
  timeout 570 python3 -m pytest -m gpu -q -p no:cacheprovider tests/test_gpu.py --durations=5 > "$OUT/pytest-b.log" 2>&1; echo "pytest rc $?"
  tail -15 "$OUT/pytest-b.log"
fi
