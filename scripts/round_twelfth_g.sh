#!/bin/bash
# Twelfth session, last round: the CUDA GPU tests after the session's changes (drop-in hot path,
# fp16 row-cache entry), and the generated modules' test.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 560 python3 -m pytest -q -m gpu tests/ -k "not triton" -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/tests-cuda.txt"
