#!/bin/bash
# Sixtieth session, round b (H100, one call).  Trains of 20.
# 1. fp32 softmax 4097-5799: CUDA block at 512 threads (round a: 100.6-101.4 at 4576-5699, ahead
#    of the table's Triton block) against auto, CUDA block's default and Triton block, medians of
#    three, allocating.
# 2. CUDA twins for the Triton entries whose widths `backend="cuda"` auto served 88.8-97.6 in
#    round a (fp32 softmax 400, 879, 950, 5149; log_softmax 200, 879, 950; 16-bit log_softmax
#    1024 99.3-99.5): `softgen tune` at the Triton entries' widths, warp / block / smem on both
#    backends, no band check, medians of three; the tables and every timing into $OUT.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
REPEAT=3 T=200 explore try_matrix.py fp32 block 4097,4200,4330,4450,4576,4700,4874,5000,5300,5600,5750,5799 \
  strategy=auto,alloc=1 block_size=512,alloc=1 alloc=1 backend=triton,alloc=1 2>&1 | grep -v "^   runs" | tee "$OUT/fp32-block512.txt"
twins() { timeout ${T:-150} python3 -m softgen.cli tune --op $1 --dtype $2 --cols $3 --strategy warp,block,smem --no-bands \
            --repeat 3 --train 20 --out "$OUT/twins-$1-$2.json" --results "$OUT/twins-$1-$2" 2>&1 | tail -3
          echo "== twins $1 $2 rc $?"; }
T=200 twins softmax fp32 240,256,280,440,781,1000,1024,1025,1101
T=150 twins log_softmax fp32 256,440,781,1000,1024,1025,1101
T=60 twins log_softmax bf16 1024
rm -f "$OUT"/*.csv "$OUT"/*/*.png
