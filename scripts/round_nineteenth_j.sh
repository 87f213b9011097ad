#!/bin/bash
# Nineteenth session, round j (H100): auto forward over the sweep and widths one past it after
# this session's changes (fp16 read from the pair, the tuned entries); log_softmax_backward fp16
# online with the pair read (not shipped: ptxas spills it at 64 registers) and auto there.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=128,129,256,512,513,781,1000,1024,1025,2048,2049,3000,4096,4097,8192,8193,12345,16384,16385,20001,32768,32769,50000,65536,65537,131072,131073,262144,262145
timeout 300 python3 -m softgen.cli compare --cols $W --dtype fp32,bf16,fp16 --strategy auto --backend cuda --peers torch \
    --out "$OUT/auto-forward" > "$OUT/auto-forward.txt" 2>&1
echo "compare rc $?"; python3 - "$OUT/auto-forward/compare.csv" <<'PY'
import csv, sys
rows = [r for r in csv.DictReader(open(sys.argv[1])) if r["candidate"].startswith("auto") and r["status"] == "ok"]
for dtype in ("fp32", "bf16", "fp16"):
    got = [(int(r["cols"]), float(r["pct_copy"])) for r in rows if r["dtype"] == dtype]
    low = [f"{c}:{p:.0f}" for c, p in got if p < 95]
    print(dtype, "min", min(p for _, p in got) if got else None, "under 95:", low)
PY
(cd scripts && timeout 80 python3 try_fp16_convert.py op=log_softmax_backward variants=cvt,pair online:16385,32769) 2>&1 \
    | grep -v "warning\|^ *$\|for (int\|\^\|detected during\|instantiation\|Remark" | tee "$OUT/log-backward-pair.txt"
timeout 80 python3 -m softgen.cli compare --op log_softmax_backward --cols 8193,16385,32769,100001 --dtype fp16 --strategy auto \
    --backend cuda --peers torch --out "$OUT/auto-log-backward" > "$OUT/auto-log-backward.txt" 2>&1; grep "│" "$OUT/auto-log-backward.txt" | cut -c1-60
