#!/bin/bash
# Thirteenth session: the drop-ins' compiled launch path: its tests, the torch_ops GPU tests,
# and small-call latency through it and through the Python launch path (A/B, same run).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 240 python3 -m pytest -q -m gpu tests/test_fast_launch.py tests/test_torch_ops.py -p no:cacheprovider 2>&1 | tail -40 | tee "$OUT/tests-fast-launch.txt"
timeout 200 python3 scripts/latency.py 2>&1 | tee "$OUT/latency-fast.txt"
timeout 120 python3 scripts/latency.py --drop-in-only 2>&1 | tee "$OUT/latency-fast-2.txt"
