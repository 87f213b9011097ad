#!/bin/bash
# Fifty-sixth session, round i (H100, one call): the new row_loop=0 (one row a program, no loop)
# on Triton block at fp32 2049-3500, element by element (vec=1, round h's ours-hint 100.8-101.4
# without the loop, 95.3-99.6 with it) and in 16-byte packs, odd widths included; trains of 20,
# medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
REPEAT=3 T=200 matrices scripts/fiftysixth/leads-i.txt | grep -v "^   runs" | tee "$OUT/leads.txt"
rm -f "$OUT"/matrix-*.csv
