#!/bin/bash
# Ninth session, fourth round: 16-bit softmax at 262144 folded exponent arguments (try_exp_fold.py; before: part of the exponentials on the FMA
# pipe, try_exp2_fma.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 400 python3 scripts/try_exp_fold.py 2>&1 | tee "$OUT/exp-fold.txt"
