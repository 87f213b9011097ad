#!/bin/bash
# Sixty-fifth session, round k (H100, one call).  Round h's band (a plan timed at four packs a
# thread serving widths that take five) suggested a static search: scripts/pack_fill.py lists the
# widths where a served plan holds more packs a thread than at its entry's width and fills them
# 12 points less; auto at each and 1.5% past it (scripts/sixtyfifth_fill_widths.txt: op, widths),
# every dtype.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
while read op w; do T=60 auto_at "k-$op" "op=$op" fp32,bf16,fp16 "$w"; done < scripts/sixtyfifth_fill_widths.txt
lowest 4 150 "$OUT"/k-*.txt | tee "$OUT/lowest.txt"
rm -f "$OUT"/*.csv
