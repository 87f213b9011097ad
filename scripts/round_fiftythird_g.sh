#!/bin/bash
# Fifty-third session, round g (H100, one call): the bands round f's leads would serve
# (scripts/fiftythird/bands.txt: op, dtype, widths, configs) against auto there now: 16-bit
# 8200-10056, where 8192's block 128 stops holding a row and 12345's Triton smem serves; fp32
# 16388-27001 (16384's block 512 to 23170, then 32768's stage 5); fp16 75000-89000 (80001's
# stage 6 x 16).  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
matrices scripts/fiftythird/bands.txt 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/bands.txt"
rm -f "$OUT"/matrix-*.csv
