#!/bin/bash
# Forty-second session, round n (H100): the final code's GPU tests of online (both backends, every
# entry), fuzzed shapes and drop-ins.
set -o pipefail
source scripts/device_env.sh
timeout 560 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "online or fuzz or drop" -x 2>&1 \
    | tee "$OUT/n-tests.txt" | tail -4
