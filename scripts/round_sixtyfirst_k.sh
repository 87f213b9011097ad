#!/bin/bash
# Sixty-first session, round k (H100, one call).  Round i-j: 16-bit stage 6 x 16 x 256 with its
# packs on 128-byte lines (align=8) ran +0.4-0.6 at 158556-170000 and came within 0.2 of quack
# at 161464-163064.  Whether every 16-bit cluster kernel auto serves gains from it: auto against
# auto with align=8 (try_matrix forces it on whatever cluster plan auto picks) at 12 widths a
# dtype and op (four fixed, eight random, log-uniform 16384-262143, seed 6101), not allocating.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
for op in softmax log_softmax; do
  for dt in bf16 fp16; do
    w=$(random_widths $((6101 + ${#op} + ${#dt})) 8 16384 262143),65536,131072,200001,262143
    T=140 explore try_matrix.py op=$op $dt auto $w strategy=auto strategy=auto,align=8
  done
done 2>&1 | grep -v "^   runs" | tee "$OUT/align-auto.txt"
rm -f "$OUT"/*.csv
