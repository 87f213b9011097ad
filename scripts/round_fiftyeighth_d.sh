#!/bin/bash
# Fifty-eighth session, round g (H100, one call): the bands of round f's leads.  Stage 6 x 16 at
# 128 threads bound to eight blocks an SM (64 registers, 32 warps; ptxas: no spills up to six
# packs a thread, 98304 columns) gained +0.2-1.0 at bf16 88001-98304 and lost 2 at 99840 (seven
# packs); fp32 stage 6 x 16 x 256 ran +0.7 over stage 5 (the 150001 / 155000 entries).  Allocating,
# trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
x16=strategy=cluster,stage=6,cluster_size=16,block_size=128,alloc=1
{ T=200 explore try_matrix.py bf16 auto 85800,86016,88001,90112,92003,93000,95424,97001,98304 strategy=auto,alloc=1 \
    $x16,min_blocks=8 $x16
  T=200 explore try_matrix.py fp16 auto 80002,82000,84001,86016,90112,93000,95424,97001,98304 strategy=auto,alloc=1 \
    $x16,min_blocks=8 $x16
  T=200 explore try_matrix.py fp32 auto 131074,135001,140000,145001,150001,152000,155000,157000 strategy=auto,alloc=1 \
    strategy=cluster,stage=6,cluster_size=16,block_size=256,alloc=1; } 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
