#!/bin/bash
# Fifty-fourth session, round c (H100, one call): the leads of rounds a-b (a generic config 0.5-1.2
# over auto at one width) in their bands, medians of three trains of 20: fp32 forward 181-362,
# 16-bit backward 290-720, fp32 backward 270-500, fp16 forward 640-820
# (scripts/fiftyfourth/small.txt: op, dtype, widths, configs).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
T=120 matrices scripts/fiftyfourth/small.txt 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/small.txt"
rm -f "$OUT"/matrix-*.csv
