#!/bin/bash
# Forty-fourth session, round h (H100): the final code's memcheck on CUDA online (both ops; bf16
# softmax's held entry now keeps three tiles) and the GPU tests of online in both backends,
# fuzzed shapes and drop-ins.
set -o pipefail
source scripts/device_env.sh
timeout 100 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tee "$OUT/h-memcheck.txt" | tail -1
timeout 60 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online_log 2>&1 | tee "$OUT/h-memcheck-log.txt" | tail -1
timeout 400 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "online or fuzz or drop" 2>&1 \
    | tee "$OUT/h-tests.txt" | tail -4
