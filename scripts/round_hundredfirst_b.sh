#!/bin/bash
# Hundred-first session, round b (H200, one call): auto on the table with round a's entries (c0)
# against auto on the table before them (c1: baseline/h200-100.json, `git show
# 4d6ba3db:softgen/tuning/h200.json`, carried) at fresh widths of the band that changed (seed 1012)
# and past its edge, medians of five (scripts/hundredfirst_b.txt); every GPU test; then auto at 12
# random widths a dtype, every op (seed 1013; try_auto retimes a width under 95 twice).
#     bash scripts/round_hundredfirst_b.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfirst matrices_round b 120
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests -n 8 --dist worksteal -rfE 2>&1 | tail -15 \
    | tee "$OUT/b-gpu-tests.txt"
T=55 auto_ops b fp32,bf16,fp16 "random=1013:12:128:262143"; rm -f "$OUT"/*.csv
lowest 6 120 "$OUT"/auto-b-*.txt
pack_out
