#!/bin/bash
# H100, one call, about 40 s (timed in notes entry 131, round a: scripts/round_fiftysecond_a.sh):
# 16-bit softmax at 262144 with quack's load, the slice copied with cp.async into shared memory
# and then into a register row (cluster stage 2 with async_copy=1), every warp's partial exchanged
# (exchange=2), at 256 threads x 8 packs; ptxas gives it 92 / 101 registers (bf16 / fp16, two
# blocks an SM), and 80 with 4 bytes spilled at try_matrix's min_blocks=3, quack's three (offline,
# notes entry 130).  Against auto (stage 6 x 16, 97.9-98.1) and quack's 99.0 where it is
# installed.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
Q=stage=2,cluster_size=16,block_size=256,async_copy=1,exchange=2
for dt in bf16 fp16; do
  explore try_matrix.py op=softmax $dt cluster 131072,200001,262144 strategy=auto $Q $Q,min_blocks=3 \
      stage=2,cluster_size=16,block_size=256,async_copy=1,min_blocks=3 2>&1 | grep -v "^   runs\|SpecError"
done | tee "$OUT/quack-load.txt"
rm -f "$OUT"/matrix-*.csv
