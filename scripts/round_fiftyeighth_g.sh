#!/bin/bash
# Fifty-eighth session, round k (H100, one call): eight blocks an SM (blocks_per_sm=8, 64
# registers, 32 warps) at the other 16-bit stage 6 shapes of 128 threads and 5-6 packs a thread
# that auto serves at six blocks (24 warps): cluster x 2 / x 4 / x 8 at 10610-49152, and x 16 at
# 66000-80001 (where auto serves x 8 at 160 threads or x 16 at 128).  ptxas: no spills at any of
# them.  softmax, allocating, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
s6=strategy=cluster,stage=6,block_size=128,alloc=1
for dt in bf16 fp16; do
  explore try_matrix.py $dt auto 10610,12288 strategy=auto,alloc=1 $s6,cluster_size=2,blocks_per_sm=8
  explore try_matrix.py $dt auto 17829,20000,24001 strategy=auto,alloc=1 $s6,cluster_size=4,blocks_per_sm=8
  explore try_matrix.py $dt auto 33405,40000,45572,49152 strategy=auto,alloc=1 $s6,cluster_size=8,blocks_per_sm=8
  explore try_matrix.py $dt auto 66000,70001,75000,80001 strategy=auto,alloc=1 $s6,cluster_size=16,blocks_per_sm=8
done 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/eight-blocks.txt"
rm -f "$OUT"/*.csv
