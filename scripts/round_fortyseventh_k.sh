#!/bin/bash
# Forty-seventh session, round k (H100): the GPU tests of auto on the final table (with round i's
# fp32 backward 20001 and round j's fp32 256 entries).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k "auto" 2>&1 | tail -3
