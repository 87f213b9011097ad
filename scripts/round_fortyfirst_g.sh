#!/bin/bash
# Forty-first session, round g (H100): Triton online where it is still under 90: fp32 rows of
# 160-192 KB split (splitfrom=150) against two programs an SM; fp32's split at chunks of 64 / 112
# KB (shipped 80); 16-bit rows of 168-256 KB (the Triton kernel) on the one-program gluon kernel
# (gluon=32-C-0); medians of 3.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
T="backend=triton"
REPEAT=3 T=200 explore try_matrix.py fp32 online 40001,45001,49000 "" $T $T,splitfrom=150 | tee "$OUT/g-fp32-split.txt"
REPEAT=3 T=250 explore try_matrix.py fp32 online 50000,65536,131072,262144 "" $T $T,chunk=64 $T,chunk=112 | tee "$OUT/g-fp32-chunk.txt"
REPEAT=3 T=200 explore try_matrix.py bf16 online 100000,110000,120000 "" $T $T,gluon=32-5-0 $T,gluon=32-4-0 | tee "$OUT/g-bf16.txt"
