#!/bin/bash
# Sixty-fifth session, round j (H100, one call).  Round h: odd widths just past 32768 ran 97.5-99.6
# on 32767's x 4 x 256 (five packs a thread where 32767 takes four).  auto at odd widths 3% and 7%
# past every power of two 256-131072, every op and dtype, for other such bands.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
T=100 auto_ops j fp32,bf16,fp16 263,273,527,547,1055,1095,2109,2191,4219,4383,8437,8765,16875,17531,33751,35061,67503,70123,135005,140247
lowest 5 150 "$OUT"/auto-j-*.txt | tee "$OUT/lowest.txt"
rm -f "$OUT"/*.csv
