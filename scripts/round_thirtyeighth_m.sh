#!/bin/bash
# Thirty-eighth session, round m (H100): the final code's split and gluon-row GPU tests (Triton now
# splits from 448 KB) and memcheck on the gluon kernels.
set -o pipefail
source scripts/device_env.sh
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "split or gluon_rows or online_long_rows" 2>&1 \
    | tee "$OUT/m-tests.txt" | tail -2
timeout 150 compute-sanitizer --tool memcheck python3 scripts/sanitize_gluon.py 2>&1 | tee "$OUT/m-memcheck.txt" | tail -2
