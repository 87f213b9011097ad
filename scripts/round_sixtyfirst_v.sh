#!/bin/bash
# Sixty-first session, round v (H100, one call; carries baseline/h100-before-61u.json, the table
# before the entries).  16-bit softmax 1424: CUDA block x 128 (round u: +0.4-0.5 over 1280's x 64
# at 1424, quack 102.8 there in round t).  Its band, 1351-1619 (scripts/served_diff.py), against
# the table before at its edges and inside; trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
for dt in bf16 fp16; do
  T=120 against_table h100-before-61u softmax $dt 1351,1380,1400,1424,1450,1464,1500,1536,1580,1619
done 2>&1 | tee "$OUT/band-1424.txt"
rm -f "$OUT"/*.csv
# A second call on the same machine timed the band allocating (as the peers), at 1351, 1400,
# 1424, 1464, 1500, 1580 and 1619: `ALLOC=1 against_table h100-before-61u softmax DTYPE WIDTHS`
# (docs/bench/sixtyfirst-v-band-1424-alloc.txt).
