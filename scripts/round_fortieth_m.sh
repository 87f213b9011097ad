#!/bin/bash
# Fortieth session, round m (H100): 16-bit split chunks in tiles of 8 KB (unroll=2: two packs a thread
# a tile, the whole module), so a block's quarter of shared memory keeps seven of a chunk's eight
# tiles (chunk=64) or all seven (chunk=56), against four tiles of 16 KB with one read again from
# L2; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do
  REPEAT=3 T=250 explore try_matrix.py $dt online 200003,262144,300001,400000 "" unroll=2 unroll=2,chunk=56 | tee "$OUT/m-$dt.txt"
done
