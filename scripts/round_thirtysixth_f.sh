#!/bin/bash
# Thirty-sixth session, round f (H100): fp32's held entry on packs with the L2 prefetch (it lost
# before, entry 113); fp16 log_softmax's row cache in thirds (shipped) against halves (the rule
# was measured on softmax).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=150 explore try_matrix.py fp32 online 65536,131072,200000,262144 "" ahead=1 | tee "$OUT/f-fp32-ahead.txt"
REPEAT=3 T=150 explore try_matrix.py op=log_softmax fp16 online 40000,50000,65536,80000 "" shares=2 | tee "$OUT/f-fp16-log-shares.txt"
