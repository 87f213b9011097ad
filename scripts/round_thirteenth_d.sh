#!/bin/bash
# Thirteenth session: the CUDA GPU tests at the end (the fast launch and the drop-ins included).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 560 python3 -m pytest -q -m gpu tests/ -k "not triton" -p no:cacheprovider 2>&1 | tail -4 | tee "$OUT/tests-cuda.txt"
