#!/bin/bash
# Sixty-third session, round x (H100, one call).  Round v found fp32 backward running 32768's
# default plan 2-3 points under stage 2 x 16 between entries: auto alone at the geometric
# midpoint of every pair of adjacent backward entries (4096-270000, pairs more than 8% apart),
# each op and dtype, to find other bands between entries that run low.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
mids() { python3 - "$1" "$2" <<'PY'
import json, math, sys
from softgen.auto import table_entries
op, dt = sys.argv[1:]
ws = sorted({e["cols"] for e in table_entries(json.load(open("softgen/tuning/h100.json")), op, dt)[1]})
out = []
for a, b in zip(ws, ws[1:]):
    if a >= 4096 and b <= 270000 and b / a > 1.08:
        m = int(math.sqrt(a * b))
        out.append(m - m % (4 if dt == "fp32" else 8))
print(",".join(map(str, out)))
PY
}
{ for op in softmax_backward log_softmax_backward; do for dt in fp32 bf16 fp16; do
    T=90 explore try_matrix.py op=$op $dt auto $(mids $op $dt) strategy=auto
  done; done; } 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/midpoints.txt"
rm -f "$OUT"/*.csv
