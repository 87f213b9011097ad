#!/bin/bash
# Forty-fourth session, round f (H100): CUDA's held entry past 384 KB (splitfrom=600) with more
# tiles in registers (held=N: bf16 holds one, fp16 softmax three, fp16 log_softmax one), against
# the split; where fp16 softmax's three held tiles stop beating the split. Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=200 explore try_matrix.py bf16 online 230000,262144 "" splitfrom=600 splitfrom=600,held=2 \
    splitfrom=600,held=3 | tee "$OUT/f-bf16.txt"
REPEAT=3 T=200 explore try_matrix.py fp16 online 200003,245000,262144,280000 "" splitfrom=600 | tee "$OUT/f-fp16.txt"
REPEAT=3 T=150 explore try_matrix.py op=log_softmax fp16 online 230000,262144 "" splitfrom=600 \
    splitfrom=600,held=3 | tee "$OUT/f-log-fp16.txt"
REPEAT=3 T=150 explore try_matrix.py op=log_softmax bf16 online 262144 "" splitfrom=600,held=2 \
    splitfrom=600,held=3 | tee "$OUT/f-log-bf16.txt"
