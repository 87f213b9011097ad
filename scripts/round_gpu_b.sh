#!/usr/bin/env bash
# One device call: the whole of tests/test_gpu.py, a tune of the bf16 widths whose table entry
# predates the exp change, and the small-call latency.  Files under $OUT.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
start_table
timeout 40 python3 -m softgen.cli tune --cols 512,781 --dtype bf16 --rep 40 --results "$OUT/tune-781" > "$OUT/tune-781.txt" 2>&1
python3 scripts/top_candidates.py "$OUT/tune-781/compare.csv" 4; cp "$TABLE" "$OUT/h100.json"; rm -rf "$OUT/tune-781"
timeout 60 python3 scripts/latency.py 2>&1 | tee "$OUT/latency.txt"
timeout 30 python3 scripts/latency_breakdown.py 2>&1 | tee "$OUT/latency-breakdown.txt"
timeout 420 python3 -m pytest -m gpu -q -p no:cacheprovider tests/test_gpu.py --durations=5 > "$OUT/pytest-b.log" 2>&1; echo "pytest rc $?"
tail -15 "$OUT/pytest-b.log"
