#!/bin/bash
# Ninth session: Triton online 16-bit softmax with the folded write (try_triton_online_fold.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 scripts/try_triton_online_fold.py 2>&1 | tee "$OUT/triton-online-fold.txt"
