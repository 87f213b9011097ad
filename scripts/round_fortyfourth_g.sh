#!/bin/bash
# Forty-fourth session, round g (H100): bf16 softmax's held entry with three tiles in registers
# (no spills since pass 1 on packs and the pair read: 128 registers) across its range, and 16-bit
# softmax held up to 512 KB (splitfrom=520) with three tiles, against the split. Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=200 explore try_matrix.py bf16 online 100000,131072,150001,190000,200003,230000,262144 "" held=3 \
    splitfrom=520,held=3 | tee "$OUT/g-bf16.txt"
REPEAT=3 T=150 explore try_matrix.py fp16 online 215000,250000,262144 "" splitfrom=520 | tee "$OUT/g-fp16.txt"
