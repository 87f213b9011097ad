#!/bin/bash
# Fifty-fourth session, round j (H100, one call): round i's fp16 softmax configs (block at its
# default threads and at 128) in bf16 softmax and 16-bit log_softmax at the same bands
# (scripts/fiftyfourth/block16.txt); medians of three trains of 20.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
T=150 matrices scripts/fiftyfourth/block16.txt 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/block16.txt"
rm -f "$OUT"/matrix-*.csv
