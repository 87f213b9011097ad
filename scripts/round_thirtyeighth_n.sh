#!/bin/bash
# Thirty-eighth session, round n (H100): CUDA online fp32's split entry on rows of 500-700 KB
# (splitfrom=500) at 2-4 chunks, against the held entry (the default there); medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
C=("" splitfrom=500 splitfrom=500,split=3 splitfrom=500,split=4)
REPEAT=3 T=200 explore try_matrix.py fp32 online 130000,140000,150001,160000,170000 "${C[@]}" | tee "$OUT/n-fp32.txt"
