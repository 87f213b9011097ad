#!/bin/bash
# Twenty-first session, round j (H100): fp32 forward cluster stage 1 at blocks of at most 256
# threads (notes entry 91).  As round g: the default plan at the table's fp32 long widths folded
# into $OUT/h100.json, then auto with it at round g's random widths (seed 21) and new ones
# (seed 22), softmax and log_softmax, against torch.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cp softgen/tuning/h100.json "$OUT/h100.json"
TS=32768,45001,50000,65536,70001,80001,100000,100001,131071,131072,131073,150001,200000,200001
TL=32768,50000,65535,65536,70001,100000,131071,131072,150001
R=33218,38093,46448,51633,53823,71197,89066,93994,95441,111008,123035,137823,170570,176036,205123,238877,251003
R2=34655,42369,44141,48344,53344,63977,67546,127294,208512,240396,241032,261401
cmp() { name=$1; shift; timeout ${T:-150} python3 -m softgen.cli compare "$@" --dtype fp32 --out "$OUT/$name" > "$OUT/$name.txt" 2>&1
        echo "== $name rc $?"; grep "│" "$OUT/$name.txt" | cut -c1-70; }
cmp default --cols $TS --strategy cluster --backend cuda --peers ""
cmp default-log --op log_softmax --cols $TL --strategy cluster --backend cuda --peers ""
python3 scripts/table_from_csv.py "$OUT/default/compare.csv" softmax "$OUT/h100.json"
python3 scripts/table_from_csv.py "$OUT/default-log/compare.csv" log_softmax "$OUT/h100.json"
cp "$OUT/h100.json" "$TABLE"
T=250 cmp auto --cols $R,$R2,262143,262144,262145 --strategy auto --peers torch
T=250 cmp auto-log --op log_softmax --cols $R,$R2,262143,262144 --strategy auto --peers torch
