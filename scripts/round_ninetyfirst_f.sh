#!/bin/bash
# Ninety-first session, round f (H200, one call; carry baseline/h200-91a.json, the session's first
# table), single passes, on the final table: auto at round a's 39 cells under 95 below 130000
# columns (scripts/ninetyfirst_f_weak.txt); auto against the first table at 16-bit softmax_backward
# 1150-1260 (the smem entries that took the spilling block default's place); the GPU tests of auto.
#     bash scripts/round_ninetyfirst_f.sh
source scripts/device_env.sh; export COLUMNS=250
while read op dt w; do T=60 auto_at "weak-$op-$dt" "op=$op" $dt $w; done < scripts/ninetyfirst_f_weak.txt
rm -f "$OUT"/*.csv
for dt in bf16 fp16; do against_table h200-91a softmax_backward $dt 1150,1166,1195,1208,1222,1229,1257; done | tee "$OUT/f-fresh.txt"
auto_tests f-gpu-tests 150 auto
pack_out
