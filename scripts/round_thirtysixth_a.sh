#!/bin/bash
# Thirty-sixth session, round a (H100): online on the long rows still under 85% of copy.
# fp16 log_softmax with three held tiles by width (round t: 131072 92.1 -> 85.7, 262144 83.0 -> 86.8);
# the row cache's shares of an SM's shared memory (shares=N: N blocks an SM) in bf16 and fp16,
# where the launcher's rule (the most blocks whose rows fit 60% of L2) may not be the best.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=150 explore try_matrix.py op=log_softmax fp16 online 131072,160000,200000,230000,262144 "" held=3 \
    | tee "$OUT/a-fp16-log-held.txt"
REPEAT=3 T=230 explore try_matrix.py bf16 online 50000,65536,80000,100000,131072,200000 "" shares=1 shares=2 shares=3 shares=4 \
    | tee "$OUT/a-bf16-shares.txt"
REPEAT=3 T=150 explore try_matrix.py fp16 online 50000,80000,100000,131072 "" shares=1 shares=2 shares=3 \
    | tee "$OUT/a-fp16-shares.txt"
