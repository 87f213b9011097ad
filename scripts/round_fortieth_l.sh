#!/bin/bash
# Fortieth session, round l (H100): Triton online's split (gluon, four programs an SM) on shorter
# 16-bit rows (shipped from 384 KB: splitfrom=KB lower), where the Triton kernel (under 256 KB) or
# the unsplit gluon kernel serve at 87-89% of copy; CUDA online in the same run; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do
  REPEAT=3 T=280 explore try_matrix.py $dt online 32768,50000,65536,100000,131072,160000 "" backend=triton \
      backend=triton,splitfrom=48 backend=triton,splitfrom=96 | tee "$OUT/l-$dt.txt"
done
