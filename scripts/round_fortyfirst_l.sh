#!/bin/bash
# Forty-first session, round l (H100): the final code (one _group_tile helper in the Triton online
# launcher): Triton online's two-an-SM and one-an-SM gluon tests.
set -o pipefail
source scripts/device_env.sh
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -rf -k "shared_rows or gluon_rows" 2>&1 \
    | tee "$OUT/l-tests.txt" | tail -3
