#!/bin/bash
# Thirty-sixth session, round c (H100): online on the long rows still under 85% of copy.
# fp32 with pass 1 on packs, which leaves room for 4-5 held tiles in 127 registers (ptxas: 6 spill),
# and bf16 (pass 1 on packs since round p) with the L2 prefetch or the folded exponent again.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=200 explore try_matrix.py fp32 online 131072,200000,262144 "" packs=1 packs=1,held=4 packs=1,held=5 \
    | tee "$OUT/c-fp32-held.txt"
REPEAT=3 T=250 explore try_matrix.py bf16 online 80000,100000,131072,200000,262144 "" ahead=1 fold=1 \
    | tee "$OUT/c-bf16-ahead-fold.txt"
