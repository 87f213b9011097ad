#!/bin/bash
# Eleventh session: generated CUDA modules compiled as softgen.load compiles (NVRTC, no -ftz):
# their GPU test (bf16 subnormal outputs included) and the check against softgen.load.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -m gpu tests/test_emit.py -p no:cacheprovider 2>&1 | tail -8 | tee "$OUT/tests-emit.txt"
timeout 300 python3 scripts/check_generated_subnormals.py 2>&1 | tee "$OUT/generated-noftz.txt"
