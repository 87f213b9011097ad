#!/bin/bash
# Thirty-seventh session, round e (H100): checks of the shipped even waves (SHORT_WAVE a third) and
# the compiled launch path stepping aside for the held entry: the GPU tests of online (CUDA), of the
# drop-ins and of the generated modules, and compute-sanitizer memcheck on the online cases (one of
# 140 rows: a last wave of 8 spread over 70 blocks).
set -o pipefail
source scripts/device_env.sh
timeout 330 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "(online or fold) and not triton" \
    tests/test_torch_ops.py tests/test_emit.py 2>&1 | tee "$OUT/e-tests.txt" | tail -4
timeout 200 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tee "$OUT/e-memcheck.txt" | tail -14
