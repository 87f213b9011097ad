#!/bin/bash
# Seventeenth session, round l (H100): the gluon GPU test with an fp32 row of 400 KB (the new
# threshold), and the generated modules.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py -k "gluon or generated" \
    -p no:cacheprovider 2>&1 | tail -15 | tee "$OUT/tests.txt"
