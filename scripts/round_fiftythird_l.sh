#!/bin/bash
# Fifty-third session, round l (H100, one call): 16-bit 10347-16383, where 12345's Triton smem
# serves (bf16 12744 / 13288 99.0 against quack's 101.2-101.3 in round k), against the register
# and smem configs that run there (scripts/fiftythird/band12345.txt: op, dtype, widths, configs).
# Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
matrices scripts/fiftythird/band12345.txt 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/band12345.txt"
rm -f "$OUT"/matrix-*.csv
