#!/bin/bash
# Twelfth session: small calls, the drop-in's leaner hot path (launch_dense given the device)
# against the parent commit's (baseline/head: `git archive HEAD softgen | tar -x -C
# baseline/head` before the change), alternating processes; then the GPU tests that go through
# the hot path.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
for i in 1 2 3; do
  SOFTGEN_CACHE_DIR=/tmp/cache-new timeout 60 python3 scripts/latency.py --drop-in-only 2>&1 | tee -a "$OUT/latency-new.txt"
  PYTHONPATH=$PWD/baseline/head SOFTGEN_CACHE_DIR=/tmp/cache-old timeout 60 python3 scripts/latency.py --drop-in-only 2>&1 | tee -a "$OUT/latency-old.txt"
done
timeout 90 python3 scripts/latency.py 2>&1 | tee "$OUT/latency-full.txt"
timeout 60 python3 scripts/latency_breakdown.py 2>&1 | tee "$OUT/latency-breakdown.txt"
timeout 240 python3 -m pytest -q -m gpu tests/test_torch_ops.py tests/test_emit.py tests/test_validate.py -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/tests-hot-path.txt"
timeout 150 python3 -m pytest -q -m gpu tests/test_gpu.py -k "not triton and (warp or online) and fp32" -p no:cacheprovider 2>&1 | tail -4 | tee -a "$OUT/tests-hot-path.txt"
