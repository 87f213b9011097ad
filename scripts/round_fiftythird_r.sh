#!/bin/bash
# Fifty-third session, round r (H100, one call, on the table after round q): one random sweep of
# every op and dtype (seed 4872), trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
sweep r 4872 | tee "$OUT/sweep-lowest.txt"
