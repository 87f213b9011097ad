#!/bin/bash
# Thirtieth session, round j (H100): entries just past 1024 (1101, 1280), where round i found
# auto at 91-94 once Triton entries stopped carrying past their padded row (the CUDA entries at
# 1024 / 2048 served them), re-tuned with 1024 and 2048 for their bands; softmax in three
# dtypes, log_softmax in bf16 / fp32 (its own entries); medians of three rounds.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=200
rm -f "$TABLE"
tune() { name=$1; shift; timeout 150 python3 -m softgen.cli tune "$@" --cols 1024,1101,1280,2048 \
           --strategy warp,block,smem --repeat 3 --rep 40 --out "$OUT/tuned-$name.json" --results /tmp/j-$name 2>&1 | tail -5
         cp /tmp/j-$name/compare.csv "$OUT/tune-$name-results.csv"; }
for dtype in bf16 fp16 fp32; do tune $dtype --dtype $dtype; done
for dtype in bf16 fp32; do tune log-$dtype --op log_softmax --dtype $dtype; done
