#!/bin/bash
# Sixty-seventh session, round f (H100, one call): round e's single-call leads over auto, in
# trains of 20 (early launch) and in single calls (do_bench), allocating, medians of three:
# fp16 480 (Triton warp's default 104% against auto's CUDA warp 102%), fp32 372 (Triton online's
# default 102% against auto's Triton smem 101%).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 REPEAT=3
rm -f "$TABLE"
for train in 20 0; do
  { TRAIN=$train T=70 explore try_matrix.py fp16 auto 480,496 strategy=auto,alloc=1 \
      strategy=warp,backend=triton,alloc=1 strategy=warp,alloc=1 strategy=block,alloc=1
    TRAIN=$train T=70 explore try_matrix.py fp32 auto 372,388 strategy=auto,alloc=1 \
      strategy=online,backend=triton,alloc=1 strategy=warp,backend=triton,alloc=1
  } 2>&1 | grep -v "^   runs" | tee "$OUT/f-train$train.txt"
done
rm -f "$OUT"/*.csv
