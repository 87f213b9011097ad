#!/bin/bash
# Sixtieth session, round w (H100, one call; carries baseline/h100-before-60v.json).  Trains of 20,
# medians of three, allocating.  Round v: 4096's block x 512 ran 94.3-98.0 at 2290-2500 with
# backend "cuda" (1.1 packs a thread).  Twins at 2048 (block x 256, 1280's, which served 1620-2289)
# and 2792 (block's default, which served 2290-3505) keep those; 4096's x 512 serves 3382-4147.
# backend="cuda" against the table before at the edges and inside of both runs, and the twins' own
# widths (their entries' figures).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
T=200 explore try_matrix.py fp32 block 2048,2289,2290,2391,2392,2792,3000,3381,3382,3505 strategy=auto,backend=cuda,alloc=1 \
  strategy=auto,backend=cuda,table=h100-before-60v,alloc=1 block_size=256,alloc=1 alloc=1 2>&1 \
  | grep -v "^   runs\|SpecError" | tee "$OUT/check-twins-2048-2792.txt"
