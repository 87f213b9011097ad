#!/bin/bash
# Sixty-second session, round e (H100, one call).  GPU tests on the table with notes entry 144's fp32
# bulk-store entries: bulk_store (x 2 to x 16), auto at the entries' band edges, and every GPU test of
# auto (tests/test_auto.py's and test_gpu.py's test_auto*).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 560 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py \
  -k "bulk_store or test_auto" 2>&1 | tail -8 | tee "$OUT/gpu-tests.txt"
