#!/bin/bash
# Eleventh session: generated CUDA modules (cupy adds -ftz=true) against softgen.load's builds
# on bf16-subnormal outputs, and their % of copy.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 scripts/check_generated_subnormals.py 2>&1 | tee "$OUT/generated-ftz.txt"
