#!/bin/bash
# Forty-third session, round h (H100): CUDA fp16 log_softmax's held entry from 192 KB holding one
# tile (default here) against the forty-second session's rule (heldfrom=448,held=3: the row cache
# under 448 KB); fp16 softmax's held entry at one tile (held=1) against three; GPU tests of online's
# long rows, held entry, split (Triton 16-bit chunks of 56 KB) and generated modules.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=200 explore try_matrix.py op=log_softmax fp16 online 98304,100000,110000,120000,131072,150001,160000,190000 \
    "" heldfrom=448,held=3 | tee "$OUT/h-log-fp16.txt"
REPEAT=3 T=120 explore try_matrix.py fp16 online 100000,120000,131072,160000 "" held=1 | tee "$OUT/h-fp16.txt"
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf \
    -k "long_rows or held_entry or split_rows or next_row or generated or entry" 2>&1 | tee "$OUT/h-tests.txt" | tail -3
