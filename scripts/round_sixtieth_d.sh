#!/bin/bash
# Sixtieth session, round d (H100, one call; carries baseline/h100-before-60.json).  Trains of 20,
# medians of three, allocating.  The CUDA twins after round c: block x 128 at fp32 781-1101 (both
# ops; smem's twins had run 92.9-98.8 off their widths), warp x 32 lanes x 256 at log_softmax 256
# (block x 64 ran 80.9-95.7 at 182-220), and fp32 softmax block x 512 at 4200 (both backends).
# 1. `backend="cuda"` auto on the new table against the table before, at the edges and inside of
#    every run `BACKEND=cuda scripts/served_diff.py` lists.
# 2. block x 128 at the softmax twins' widths 1000, 1024, 1025 (their entries' figures).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
C="strategy=auto,backend=cuda,alloc=1 strategy=auto,backend=cuda,table=h100-before-60,alloc=1"
{ T=200 explore try_matrix.py fp32 auto 340,341,474,810,879,880,900,950,1000,1024,1025,1062,1063,1100,1150,1183,1193,4148,4200,4329 $C strategy=block,block_size=128,alloc=1
  T=200 explore try_matrix.py op=log_softmax fp32 auto 182,183,200,257,339,365,474,810,880,900,950,1000,1008,1024,1028,1063,1150,1193 $C; } \
  2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/cuda-twins.txt"
rm -f "$OUT"/*.csv
