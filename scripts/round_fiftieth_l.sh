#!/bin/bash
# Fiftieth session, round l (H100, one call; carries baseline/h100-before-50i.json): fp32
# log_softmax with x 512 to 245000 and the default from 246000 (round k: the default's 15 packs a
# thread at 243476-245763 ran 95.8) against the table before rounds i-l.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
REPEAT=2 explore try_matrix.py op=log_softmax fp32 auto 243001,243500,244000,244001,245000,245500,245765,246000,246001 \
    strategy=auto strategy=auto,table=h100-before-50i 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
