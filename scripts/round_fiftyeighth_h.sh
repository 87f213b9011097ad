#!/bin/bash
# Fifty-eighth session, round l (H100, one call; carries baseline/h100-before-58l.json, the table
# before round k's entries): bf16 softmax 73100 / 80001 at stage 6 x 16 x 128, eight blocks an SM
# (round k: +2.2 at 75000, +0.9 at 80001), against the table before at the edges and inside of the
# run served_diff.py lists (71534-80955), allocating, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
ALLOC=1 against_table h100-before-58l softmax bf16 71534,72001,73100,74003,75000,76800,78001,80001,80551,80955 \
  | tee "$OUT/check-73100.txt"
rm -f "$OUT"/*.csv
