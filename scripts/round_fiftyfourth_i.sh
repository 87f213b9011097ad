#!/bin/bash
# Fifty-fourth session, round i (H100, one call): fp16 softmax's new 576 (block) and 1128 (block
# at 128 threads) entries, from round h, against the table before them
# (baseline/h100-before-54i.json, carried); medians of three trains of 20.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
against_table h100-before-54i softmax fp16 540,560,576,592,600,610,616,1104,1112,1128,1168,1200 \
    | grep -v "^   runs" | tee "$OUT/check.txt"
rm -f "$OUT"/matrix-*.csv
