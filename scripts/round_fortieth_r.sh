#!/bin/bash
# Fortieth session, round r (H100): fp16 softmax's held entry at one or two tiles (held=1, held=2;
# ships three); medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=200 explore try_matrix.py fp16 online 100000,131072,160000 "" held=1 held=2 | tee "$OUT/r-fp16.txt"
