#!/bin/bash
# Fourteenth session, round d: GPU tests of online (the width-shaped kernels among them), auto
# and the generated modules.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 560 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py -k "online or auto or generated" \
    -p no:cacheprovider 2>&1 | tail -30 | tee "$OUT/tests-online.txt"
