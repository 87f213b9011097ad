#!/bin/bash
# Forty-fifth session, round l (H100): the final tree's GPU tests of online in both backends (fuzzed
# shapes, drop-ins and generated kernels included), after the split merge and the wave rule.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 420 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "online or generated or dropin or drop_in" 2>&1 \
    | tee "$OUT/l-tests.txt" | tail -4
