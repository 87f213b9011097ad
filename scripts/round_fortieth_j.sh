#!/bin/bash
# Fortieth session, round j (H100): the final code's GPU tests of online (both backends), the split,
# the fold, generated modules, drop-ins, fuzzed shapes and the fast path; memcheck on CUDA online.
set -o pipefail
source scripts/device_env.sh
timeout 400 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "online or split or generated or drop or fold or fuzz or fast" 2>&1 \
    | tee "$OUT/j-tests.txt" | tail -4
timeout 150 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tee "$OUT/j-memcheck.txt" | tail -2
