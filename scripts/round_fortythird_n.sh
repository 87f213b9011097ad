#!/bin/bash
# Forty-third session, round n (H100): the final code's memcheck on CUDA online (both ops) and the
# gluon kernels, and the GPU tests of online (both backends, every entry), fuzzed shapes and drop-ins.
set -o pipefail
source scripts/device_env.sh
timeout 100 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tee "$OUT/n-memcheck.txt" | tail -1
timeout 60 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online_log 2>&1 | tee "$OUT/n-memcheck-log.txt" | tail -1
timeout 420 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "online or fuzz or drop" 2>&1 \
    | tee "$OUT/n-tests.txt" | tail -4
