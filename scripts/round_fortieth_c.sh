#!/bin/bash
# Fortieth session, round c (H100): round b's two gains over more widths, the whole module each
# (every entry, not the split alone): fp32 with the L2 prefetch one tile ahead (ahead=1), bf16
# folded (fold=1), and log_softmax fp32 with ahead=1; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=280 explore try_matrix.py fp32 online 16384,32768,50000,65536,131072,400000 "" ahead=1 | tee "$OUT/c-fp32.txt"
REPEAT=3 T=200 explore try_matrix.py op=log_softmax fp32 online 65536,131072,262144 "" ahead=1 | tee "$OUT/c-log-fp32.txt"
REPEAT=3 T=280 explore try_matrix.py bf16 online 16384,32768,50000,65536,100000,400000 "" fold=1 | tee "$OUT/c-bf16.txt"
