#!/bin/bash
# Twelfth session: Triton online with programs of several CTAs (num_ctas, Hopper clusters)
# on long rows, against CUDA online and the shipped Triton launcher in the same run.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 500 python3 scripts/try_triton_ctas.py fp32:131072,262144 bf16:262144,131072 2>&1 | grep -v "^  File\|^    [a-z_]*(" | tee "$OUT/triton-ctas.txt"
