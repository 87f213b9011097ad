#!/bin/bash
# Fortieth session, round f (H100): 16-bit split rows with the folded exponent: chunks of three tiles
# (chunk=48, all in shared memory), no L2 prefetch (ahead=0), two blocks an SM holding two tiles
# each (splitper=2,splitheld=2, chunks of 144 KB); medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
W=200003,262144,300001
for dt in bf16 fp16; do
  REPEAT=3 T=250 explore try_matrix.py $dt online $W "" chunk=48 ahead=0 splitper=2,splitheld=2,chunk=144 | tee "$OUT/f-$dt.txt"
done
