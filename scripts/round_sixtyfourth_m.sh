#!/bin/bash
# Sixty-fourth session, round m (H100, one call; carries baseline/h100-before-64l.json, the table
# before this round's entries: `git show 42baeee:softgen/tuning/h100.json`).  Round l: 16-bit
# softmax stage 6 x 16 x 256 (seven packs a thread) ran 100.2-100.9 at 215000-227000, +1.5-2.1 over
# auto (stage 1 x 256 and the default plan, 224 threads at eight packs), where quack ran 100.8-101.0
# (round k).  Entries at 215000, 221000 and 227000; every run served_diff lists (211432-229376; from
# about 229400 x 256 is the default plan) against the table before; then the GPU tests of this
# session's entries.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
for dt in bf16 fp16; do
  T=100 against_table h100-before-64l softmax $dt 211433,212488,213001,215000,218001,220918,221000,224001,227000,229376
done 2>&1 | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
gpu_tests "sixtyfourth"
