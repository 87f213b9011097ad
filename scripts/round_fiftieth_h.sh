#!/bin/bash
# Fiftieth session, round h (H100, one call; carries baseline/h100-before-50g.json): fp32
# log_softmax's new stage 6 x 16 x 256 entries at 210000 / 220000 (round g: 99.8 / 99.2, where
# 200000's stage 1 ran 97.5 / 97.1) against the table before, across the widths they serve, both
# alignments.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
REPEAT=2 against_table h100-before-50g log_softmax fp32 205001,206000,210196,215155,220001,225000,227000 \
    | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
