#!/bin/bash
# Fifty-fourth session, round d (H100, one call): the edges of round c's bands, medians of three
# trains of 20: fp32 forward 130-190 (the 128 entries against Triton warp), 16-bit forward 560-820
# (log_softmax fp16 reads bf16's Triton smem at 781), 16-bit backward 520-760, fp32 backward 230-280
# (scripts/fiftyfourth/small2.txt: op, dtype, widths, configs).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
T=120 matrices scripts/fiftyfourth/small2.txt 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/small2.txt"
rm -f "$OUT"/matrix-*.csv
