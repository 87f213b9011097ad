#!/bin/bash
# Twenty-first session, round g (H100): fp32 forward cluster with packs on 32-byte sectors and
# cp.async on every row (notes entry 90).  The default plan at the table's fp32 long widths
# (softmax and log_softmax) folded into $OUT/h100.json in place of the tuned entries there, then
# auto with that table at random widths (seed 21; $EXTRA: more, round j) and 262143-262145,
# against torch.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cp softgen/tuning/h100.json "$OUT/h100.json"
TS=32768,45001,50000,65536,70001,80001,100000,100001,131071,131072,131073,150001,200000,200001
TL=32768,50000,65535,65536,70001,100000,131071,131072,150001
R=33218,38093,46448,51633,53823,71197,89066,93994,95441,111008,123035,137823,170570,176036,205123,238877,251003
cmp() { name=$1; shift; timeout ${T:-150} python3 -m softgen.cli compare "$@" --dtype fp32 --out "$OUT/$name" > "$OUT/$name.txt" 2>&1
        echo "== $name rc $?"; grep "│" "$OUT/$name.txt" | cut -c1-70; }
cmp default --cols $TS --strategy cluster --backend cuda --peers ""
cmp default-log --op log_softmax --cols $TL --strategy cluster --backend cuda --peers ""
python3 scripts/table_from_csv.py "$OUT/default/compare.csv" softmax "$OUT/h100.json"
python3 scripts/table_from_csv.py "$OUT/default-log/compare.csv" log_softmax "$OUT/h100.json"
cp "$OUT/h100.json" "$TABLE"
R=$R${EXTRA:+,$EXTRA}
T=${T_AUTO:-200} cmp auto --cols $R,262143,262144,262145 --strategy auto --peers torch
T=${T_AUTO:-200} cmp auto-log --op log_softmax --cols $R,262143,262144 --strategy auto --peers torch
