#!/bin/bash
# Thirtieth session, round b (H100): the short-width table entries re-tuned on medians of three
# interleaved rounds (`softgen tune --repeat 3`), warp / block / smem in both backends, at the
# widths the shipped table has below 16384 (fp32: and 16384, a block entry).  Round a found the
# table's single-run picks 1-2 points under the best median at bf16 512 / 1000, fp16 1000 / 2048.
# Usage: round_thirtieth_b.sh DTYPE; writes $OUT/tuned-DTYPE.json and every timing.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=200
rm -f "$TABLE"
dtype=$1
widths=128,136,150,256,512,781,1000,1024,2048,3000,4096,8192,12345
[ "$dtype" = fp32 ] && widths=128,256,512,781,1000,1024,1025,2048,3000,4096,8192,12345,16384
timeout 560 python3 -m softgen.cli tune --cols $widths --dtype $dtype --strategy warp,block,smem --repeat 3 \
  --rep 40 --out "$OUT/tuned-$dtype.json" --results /tmp/b-$dtype 2>&1 | tail -16
cp /tmp/b-$dtype/compare.csv "$OUT/tune-$dtype-results.csv"
