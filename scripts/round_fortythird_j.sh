#!/bin/bash
# Forty-third session, round j (H100): the final code, online in both backends at the sweep's
# widths from 32768, both ops, every dtype (single runs, as round f).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for op in softmax log_softmax; do
  for dt in fp32 bf16 fp16; do
    T=200 explore try_matrix.py op=$op $dt online 32768,50000,65536,100000,120000,131072,262144 "" backend=triton \
        | tee "$OUT/j-$op-$dt.txt"
  done
done
