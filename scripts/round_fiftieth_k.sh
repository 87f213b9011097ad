#!/bin/bash
# Fiftieth session, round k (H100, one call; carries baseline/h100-before-50i.json): fp32
# log_softmax with the 247000 entry (stage 6 x 16 default again from 243500, where round j's x 512
# fell 0.7-0.8 under it) against the table before rounds i-k, around the step.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
REPEAT=2 against_table h100-before-50i log_softmax fp32 243001,244000,245000,246000,247000,247001,249000 \
    | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
