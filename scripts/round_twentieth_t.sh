#!/bin/bash
# Twentieth session, round t (H100): round s found log_softmax fp32 175001-225001 at 82-83% (odd
# rows served by the new aligned 200000 entry) and softmax fp32 90001 at 87: softgen tune there
# into $OUT/h100.json (from $TABLE_IN), then auto again around them.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cp "${TABLE_IN:-softgen/tuning/h100.json}" "$OUT/h100.json"
tune() { name=$1; shift; timeout ${T:-150} python3 -m softgen.cli tune "$@" --rep 40 --out "$OUT/h100.json" \
    --results "$OUT/$name" > "$OUT/$name.txt" 2>&1; echo "== $name rc $?"; grep -E "^fp32 " "$OUT/$name.txt" | cut -c1-100; }
tune tune-log --op log_softmax --dtype fp32 --cols 175001,200001,225001
tune tune-fp32 --dtype fp32 --cols 90001
mkdir -p "$(dirname "$TABLE")"; cp "$OUT/h100.json" "$TABLE"
W=85001,90001,95001,165001,175001,190001,200001,212001,225001,240001
timeout 100 python3 -m softgen.cli compare --op log_softmax --cols $W --dtype fp32 --strategy auto --peers torch \
    --out "$OUT/log" > "$OUT/log.txt" 2>&1; echo "compare rc $?"; grep "│" "$OUT/log.txt" | cut -c1-60
timeout 100 python3 -m softgen.cli compare --cols $W --dtype fp32 --strategy auto --peers torch \
    --out "$OUT/fwd" > "$OUT/fwd.txt" 2>&1; echo "compare rc $?"; grep "│" "$OUT/fwd.txt" | cut -c1-60
