#!/bin/bash
# Fortieth session, round q (H100): bf16 log_softmax's held entry at one tile (held=1; ships two, not
# folded: the fold is softmax's) now that it reads the 32-bit pair; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=200 explore try_matrix.py op=log_softmax bf16 online 65536,100000,131072,160000 "" held=1 | tee "$OUT/q-log-bf16.txt"
