#!/bin/bash
# Sixty-first session, round u (H100, one call).  quack led at 16-bit 1424-2168 by 0.1-0.4 in
# round t (CUDA block: 1280's x 64 and 2048's x 128 serve them).  The one-instruction 1 / sum
# (approx_rcp=1, notes entry 136: +0.8 at 16-bit 224, an entry's choice) and the other block
# size, against auto; allocating as the peers, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
b="strategy=block,alloc=1"
for dt in bf16 fp16; do
  T=150 explore try_matrix.py $dt auto 1424,1464,1536,1600,1896,2048,2128,2168 strategy=auto,alloc=1 \
    $b,block_size=64,approx_rcp=1 $b,block_size=128,approx_rcp=1 $b,block_size=64 $b,block_size=128
done 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/block-rcp.txt"
rm -f "$OUT"/*.csv
