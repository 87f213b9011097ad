#!/bin/bash
# Thirty-fifth session, round m (H100): round l's folded exponent in the row-cache entries only
# (fold=1 now leaves the plain kernel as it was: its registers had grown by 34-43), medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=250 explore try_matrix.py fp16 online 50000,65536,80000,100000,100003,131072,200000,262144 "" fold=1 | tee "$OUT/m-fp16.txt"
REPEAT=3 T=150 explore try_matrix.py bf16 online 100000,131072,262144 "" fold=1 | tee "$OUT/m-bf16.txt"
