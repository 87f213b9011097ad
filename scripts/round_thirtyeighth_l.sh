#!/bin/bash
# Thirty-eighth session, round l (H100): Triton online fp32's split from shorter rows (splitfrom=KB)
# against its default (from 640 KB), and CUDA for the ratio; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
C=(backend=cuda backend=triton backend=triton,splitfrom=384 backend=triton,splitfrom=384,split=3)
REPEAT=3 T=200 explore try_matrix.py fp32 online 100000,120000,131072,140000,150001 "${C[@]}" | tee "$OUT/l-fp32.txt"
