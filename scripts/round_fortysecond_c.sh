#!/bin/bash
# Forty-second session, round c (H100): Triton fp32 online's split (89-90.6 in softmax, CUDA's
# 92-93) at another block (splitblock: 16 warps two an SM, 4 warps eight an SM) or two tiles
# ahead in L2; log_softmax (now three an SM) alike; CUDA bf16's row cache in halves of an SM
# (shares=2) at 100000 / 131072, where the held entry runs 88-91.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
W=50000,100000,131072,262144
REPEAT=3 T=220 explore try_matrix.py op=softmax fp32 online $W "" backend=triton backend=triton,gahead=2 \
    backend=triton,splitblock=512,splitper=2 backend=triton,splitblock=128,splitper=8 | tee "$OUT/c-softmax-fp32.txt"
REPEAT=3 T=200 explore try_matrix.py op=log_softmax fp32 online $W "" backend=triton backend=triton,gahead=2 \
    backend=triton,splitblock=128,splitper=6 | tee "$OUT/c-log_softmax-fp32.txt"
REPEAT=3 T=100 explore try_matrix.py bf16 online 100000,131072 "" shares=2 | tee "$OUT/c-bf16.txt"
