#!/bin/bash
# Thirty-seventh session, round c (H100): the held entry's rows spread evenly over their waves
# where the last wave would be short (launcher SHORT_WAVE; short_wave=P in %, 0 the former grid of
# one block a row).  Round a: fp16 log_softmax 230000 (291 rows, a last wave a fifth full) 79.6 ->
# 82.3 at 97 blocks of three rows; fp32 262144 (a last wave 94% full) 75.0 -> 74.4 at 128.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=260 explore try_matrix.py fp32 online 150000,160000,230000,240000,250000,262144 short_wave=0 "" \
    short_wave=50 short_wave=100 | tee "$OUT/c-fp32.txt"
REPEAT=3 T=120 explore try_matrix.py bf16 online 230000,250000 short_wave=0 "" short_wave=100 | tee "$OUT/c-bf16.txt"
REPEAT=3 T=120 explore try_matrix.py op=log_softmax fp16 online 230000,250000 short_wave=0 "" short_wave=100 \
    | tee "$OUT/c-fp16-log.txt"
REPEAT=3 T=80 explore try_matrix.py fp16 online 240000 short_wave=0 "" | tee "$OUT/c-fp16.txt"
