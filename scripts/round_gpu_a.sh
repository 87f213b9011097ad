#!/usr/bin/env bash
# One device call: every GPU test outside tests/test_gpu.py (drop-in ops, autograd, torch.compile,
# CUDA graphs, fuzzed shapes and values, CLI, emit) and compute-sanitizer memcheck / racecheck.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 330 python3 -m pytest -m gpu -q -p no:cacheprovider tests/ --ignore=tests/test_gpu.py --durations=5 > "$OUT/pytest-a.log" 2>&1; echo "pytest rc $?"
tail -12 "$OUT/pytest-a.log"
for tool in memcheck racecheck; do
  timeout 110 compute-sanitizer --tool $tool python3 scripts/sanitize.py > "$OUT/sanitize-$tool.log" 2>&1; echo "$tool rc $?"
  tail -2 "$OUT/sanitize-$tool.log"
done
