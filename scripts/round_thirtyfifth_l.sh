#!/bin/bash
# Thirty-fifth session, round l (H100): online 16-bit softmax with the folded exponent (fold=1,
# LaunchPlan.fold_exp: x log2e + c as one fma in pass 1's sum and pass 2's write, where the max
# is moderate): fewer instructions an element for a kernel that issues in half its cycles
# (entry 113), medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do
  REPEAT=3 T=200 explore try_matrix.py $dt online 32768,65536,100000,131072,262144 "" fold=1 | tee "$OUT/l-$dt.txt"
done
