#!/bin/bash
# Sixtieth session, round c (H100, one call; carries baseline/h100-before-60.json, the table before
# this session's CUDA twins and fp32 block x 512 entries).  Trains of 20, medians of three,
# allocating.
# 1. `backend="cuda"` auto (and small calls) on the new table against the table before, at the
#    edges and inside of every run `BACKEND=cuda scripts/served_diff.py` lists (fp32 softmax and
#    log_softmax 182-1193, softmax 4330-5699).
# 2. fp32 log_softmax 183-256, which 256's twin (block x 64, 99.9 at 256) serves: 88.8 at 200 in
#    round a; warp shapes there.
# 3. fp32 softmax 3506-4329, 4096's band: its CUDA block against block x 512.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
C="strategy=auto,backend=cuda,alloc=1 strategy=auto,backend=cuda,table=h100-before-60,alloc=1"
{ T=200 explore try_matrix.py fp32 auto 232,236,280,300,340,341,345,350,351,400,474,810,850,879,880,884,900,950,1000,1024,1062,1063,1100,1150,1183,1193,4330,4600,4874,4875,5149,5501,5699 $C
  T=150 explore try_matrix.py op=log_softmax fp32 auto 182,339,350,364,365,400,474,810,850,879,880,900,950,1008,1024,1028,1063,1100,1150,1193 $C; } \
  2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/cuda-twins.txt"
T=100 explore try_matrix.py op=log_softmax fp32 warp 183,190,200,220,240,256 strategy=auto,alloc=1 \
  strategy=auto,backend=cuda,alloc=1 threads_per_row=16,block_size=256,alloc=1 threads_per_row=32,block_size=256,alloc=1 \
  alloc=1 strategy=block,block_size=128,alloc=1 2>&1 | grep -v "^   runs" | tee "$OUT/log-fp32-200.txt"
T=100 explore try_matrix.py fp32 block 3506,3700,3900,4096,4097,4200,4329 strategy=auto,alloc=1 block_size=512,alloc=1 \
  2>&1 | grep -v "^   runs" | tee "$OUT/fp32-4096.txt"
rm -f "$OUT"/*.csv
