#!/bin/bash
# Fifty-third session, round p (H100, one call): the weak entries scripts/audit_weak_entries.py
# still lists (bf16 softmax_backward / log_softmax_backward 12345 at 99.1-99.6 where fp16's runs
# cluster x 4 at 104.4; fp32 log_softmax 200000 stage 1 at 97.0; 16-bit log_softmax 134001 stage 1
# at 98.7), against their neighbours' configs across their bands (scripts/fiftythird/weak.txt).
# Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
matrices scripts/fiftythird/weak.txt 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/weak.txt"
rm -f "$OUT"/matrix-*.csv
