#!/bin/bash
# Fifty-third session, round i (H100, one call): the bands scripts/audit_fallbacks.py lists, where
# auto serves a config timed at a farther entry because the nearer entry's does not run there
# (scripts/fiftythird/fallbacks.txt: op, dtype, widths, configs), against configs that run there;
# then one random sweep of every op and dtype (seed 4871).  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
matrices scripts/fiftythird/fallbacks.txt 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/fallbacks.txt"
rm -f "$OUT"/matrix-*.csv
sweep i 4871 | tee "$OUT/sweep-lowest.txt"
