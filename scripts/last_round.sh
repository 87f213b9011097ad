#!/usr/bin/env bash
# GPU tests after a launcher change, small-input latency, and a re-tune of the long rows
# (forward and backward) on top of the shipped table.  Files under $OUT.
set -o pipefail
source scripts/device_env.sh
timeout 45 python3 scripts/latency_breakdown.py 2>&1 | tee "$OUT/latency_breakdown.txt"
timeout 60 python3 scripts/latency.py 2>&1 | tee "$OUT/latency.txt"
start_table
timeout 100 python3 -m softgen.cli tune --op softmax_backward --cols 50000,65536,131072,262144 --dtype fp32,bf16 --rep 40 > "$OUT/tune-bwd.txt" 2>&1
grep -E "^(fp32|bf16)" "$OUT/tune-bwd.txt"
timeout 110 python3 -m softgen.cli tune --cols 50000,65536,131072,262144 --dtype fp32,bf16,fp16 --rep 40 > "$OUT/tune-fwd.txt" 2>&1
grep -E "^(fp32|bf16|fp16)" "$OUT/tune-fwd.txt"; cp "$TABLE" "$OUT/h100.json"
timeout 260 python3 -m pytest -m gpu -q -p no:cacheprovider tests/ > "$OUT/pytest-gpu.log" 2>&1; echo "pytest rc $?"
tail -3 "$OUT/pytest-gpu.log"
