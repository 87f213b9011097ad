#!/bin/bash
# Forty-third session, round e (H100): the final code (Triton online's gluon kernel caching up to
# the row's last full tile, fp32's split holding 32 a thread in both ops): GPU tests of online in
# both backends, fuzzed shapes and drop-ins; memcheck on the gluon kernels.
set -o pipefail
source scripts/device_env.sh
timeout 150 compute-sanitizer --tool memcheck python3 scripts/sanitize_gluon.py 2>&1 | tee "$OUT/e-memcheck.txt" | tail -3
timeout 420 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "online or fuzz or drop" 2>&1 \
    | tee "$OUT/e-tests.txt" | tail -4
