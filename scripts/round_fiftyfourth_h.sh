#!/bin/bash
# Fifty-fourth session, round h (H100, one call): configs at the widths where round g's peers led
# auto by 0.3-0.5 (scripts/fiftyfourth/peers.txt; liger's Triton kernels at fp32 552-656 and 2696,
# quack at fp16 576-1480 and bf16 272 / 960), medians of three trains of 20; then a random sweep of
# auto on the new table (seed 5441).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
REPEAT=3 T=150 matrices scripts/fiftyfourth/peers.txt 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/peers-configs.txt"
rm -f "$OUT"/matrix-*.csv
sweep h 5441 | tee "$OUT/sweep-lowest.txt"
