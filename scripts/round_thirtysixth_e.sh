#!/bin/bash
# Thirty-sixth session, round e (H100): bf16 online with the L2 prefetch (shipped) and without, by width.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=300 explore try_matrix.py bf16 online 8192,16384,32768,50000,65536,80000,100000,131072,200000,262144 "" ahead=0 \
    | tee "$OUT/e-bf16.txt"
REPEAT=3 T=150 explore try_matrix.py op=log_softmax bf16 online 50000,100000,131072,262144 "" ahead=0 | tee "$OUT/e-bf16-log.txt"
