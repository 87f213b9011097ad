#!/bin/bash
# Fortieth session, round b (H100): CUDA online's L2 prefetch further ahead (ahead=N tiles; 16-bit
# ships one, fp32 none), which for the split's chunks of four / five tiles asks for a whole chunk
# at its start, and the folded exponent in bf16 (fold=1; fp16 ships it); medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
W=131072,200003,262144,300001
REPEAT=3 T=280 explore try_matrix.py bf16 online $W "" ahead=2 ahead=3 fold=1 ahead=3,fold=1 | tee "$OUT/b-bf16.txt"
REPEAT=3 T=200 explore try_matrix.py fp16 online $W "" ahead=2 ahead=3 | tee "$OUT/b-fp16.txt"
REPEAT=3 T=200 explore try_matrix.py fp32 online 100000,200003,262144,300001 "" ahead=1 ahead=3 | tee "$OUT/b-fp32.txt"
