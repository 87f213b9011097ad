#!/bin/bash
# Sixty-seventh session, round d (H100, one call carrying .peerwheels/xdist): the README's
# parallel GPU test command, `pytest -m gpu -n 8 --dist worksteal`, with conftest now giving each
# GPU test's cached memory back under pytest-xdist (round a1 ran out of memory at 14 workers).
set -o pipefail
OUT=${OUT:-out}; mkdir -p "$OUT"
python3 -m pip install -q --no-deps --no-index .peerwheels/xdist/*.whl 2>&1 | tail -2
timeout 450 python3 -m pytest -q -p no:cacheprovider -m gpu -n 8 --dist worksteal -rfE -W ignore::Warning \
  > "$OUT/d-tests.txt" 2>&1; echo "== rc $?"
grep -v "PytestBenchmarkWarning\|warner(" "$OUT/d-tests.txt" | tail -8
