#!/bin/bash
# Fortieth session, round n (H100): bf16 online forward reading elements from their 32-bit pair (a
# mask for the high half, not PRMT + IMAD; pair=1, LaunchPlan.pair_elements, which the backward and
# the other strategies take); no spills at the entries' caps; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=300 explore try_matrix.py bf16 online 12345,32768,50000,65536,100000,131072,200003,262144,300001 "" pair=1 | tee "$OUT/n-bf16.txt"
REPEAT=3 T=150 explore try_matrix.py op=log_softmax bf16 online 50000,131072,262144 "" pair=1 | tee "$OUT/n-log-bf16.txt"
