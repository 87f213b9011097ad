#!/bin/bash
# Thirty-eighth session, round p (H100): after the review's refactor (the split state and the
# gluon kernel's held / prefetch rule each in one place), the split, gluon-row and long-row GPU tests.
set -o pipefail
source scripts/device_env.sh
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "split or gluon_rows or online_long_rows" 2>&1 \
    | tee "$OUT/p-tests.txt" | tail -2
