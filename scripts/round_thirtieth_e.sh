#!/bin/bash
# Thirtieth session, round e (H100): warp's entries at 128-512 re-tuned with the two variants
# round d found ahead (16 or 32 lanes at 256 threads), medians of three rounds.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=200
rm -f "$TABLE"
for dtype in bf16 fp16 fp32; do
  widths=128,136,150,256,512; [ $dtype = fp32 ] && widths=128,256
  timeout 180 python3 -m softgen.cli tune --cols $widths --dtype $dtype --strategy warp --repeat 3 \
    --rep 40 --out "$OUT/tuned-$dtype.json" --results /tmp/e-$dtype 2>&1 | tail -6
  cp /tmp/e-$dtype/compare.csv "$OUT/tune-$dtype-results.csv"
done
