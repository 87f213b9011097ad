#!/bin/bash
# Fortieth session, round e (H100): with bf16's held entry at one folded tile, where the split should
# start in 16 bits (shipped 384 KB; splitfrom=1000: the held entry up to 1000 KB), and fp16's held
# entry at two tiles (ships three); medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
W=160000,200003,230000,262144,300001,400000
REPEAT=3 T=250 explore try_matrix.py bf16 online $W "" splitfrom=1000 | tee "$OUT/e-bf16.txt"
REPEAT=3 T=280 explore try_matrix.py fp16 online $W "" splitfrom=1000 held=2 held=2,splitfrom=1000 | tee "$OUT/e-fp16.txt"
