#!/bin/bash
# Forty-fourth session, round j (H100): CUDA online bf16's row-cache entry compiled for two blocks
# an SM (cachedmin=2: 62 registers, no spills, against 40 uncapped; fp16's bound), alone and with
# fp16's three shares of shared memory (shares=3), at the widths it serves. Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=200 explore try_matrix.py bf16 online 40000,50000,65536,80000,90001 "" cachedmin=2 \
    cachedmin=2,shares=3 | tee "$OUT/j-bf16.txt"
REPEAT=3 T=120 explore try_matrix.py op=log_softmax bf16 online 50000,65536,80000 "" cachedmin=2 \
    cachedmin=2,shares=3 | tee "$OUT/j-log-bf16.txt"
