#!/bin/bash
# Fiftieth session, round j (H100, one call; carries baseline/h100-before-50i.json): fp32
# log_softmax's stage 6 x 16 x 512 entries at 231848 / 233963 / 240000 (round i: 98.0-98.6 where
# stage 5 x 16 x 512 ran 97.3-97.8) against the table before, across the widths they serve.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
REPEAT=2 explore try_matrix.py op=log_softmax fp32 auto 226000,227001,228000,229001,231848,233963,237000,240000,243001,245000,247000,249000 \
    strategy=auto strategy=auto,table=h100-before-50i 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
