#!/bin/bash
# Forty-first session, round j (H100): CUDA online fp32's split from 160 / 168 KB (shipped 192 KB;
# Triton's moved to 168 in round h) on rows of 160-196 KB, both ops; medians of 3.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for op in softmax log_softmax; do
  REPEAT=3 T=200 explore try_matrix.py op=$op fp32 online 40001,42000,43008,45001,47000,49000 "" splitfrom=160 splitfrom=168 \
    | tee "$OUT/j-$op-fp32.txt"
done
