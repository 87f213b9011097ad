#!/bin/bash
# Forty-first session, round k (H100): fp32 online split from 168 KB in both backends (round j): the
# split tests at 43011 and Triton online's shared and gluon rows; fp32 online at 43008-49000 with
# the shipped plan (single runs).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -rf -k "(split_rows and 43011) or (shared_rows and fp32) or entry" 2>&1 \
    | tee "$OUT/k-tests.txt" | tail -3
T=150 explore try_matrix.py fp32 online 43008,45001,49000,65536 "" backend=triton | tee "$OUT/k-fp32.txt"
