#!/bin/bash
# Twentieth session, round r (H100), two calls: softgen tune at long widths between the table's
# entries (round q: auto 83-94% at 45001-200001, their nearest entries' tunables), into
# $OUT/h100.json started from $TABLE_IN (default: the shipped table).
#   1: fp32 softmax and log_softmax;  2: bf16 and fp16 softmax.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
PART=${1:-1}
cp "${TABLE_IN:-softgen/tuning/h100.json}" "$OUT/h100.json"
W=45001,70001,80001,100000,100001,150001,200000,200001
tune() { name=$1; shift; timeout ${T:-280} python3 -m softgen.cli tune "$@" --rep 40 --out "$OUT/h100.json" \
    --results "$OUT/$name" > "$OUT/$name.txt" 2>&1; echo "== $name rc $?"; grep -E "^(fp32|bf16|fp16) " "$OUT/$name.txt" | cut -c1-90; }
if [ "$PART" = 1 ]; then
  tune tune-fp32 --dtype fp32 --cols $W
  T=200 tune tune-log-fp32 --op log_softmax --dtype fp32 --cols 70001,100000,150001,200000
else
  T=280 tune tune-bf16 --dtype bf16 --cols $W
  T=280 tune tune-fp16 --dtype fp16 --cols $W
fi
