#!/bin/bash
# Fifty-fourth session, round e (H100, one call): auto on the table with rounds c-d's entries
# against auto on the table before them (baseline/h100-before-54.json, carried) at their bands
# (scripts/fiftyfourth/check.txt: op, dtype, widths); medians of three trains of 20.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
while read op dt w; do T=150 against_table h100-before-54 $op $dt $w; done < scripts/fiftyfourth/check.txt \
    | grep -v "^   runs" | tee "$OUT/check.txt"
rm -f "$OUT"/matrix-*.csv
