#!/usr/bin/env bash
# The figures for BENCHMARKS.md with the shipped table: more cluster shapes on the longest
# 16-bit rows (scripts/try_long_shapes.py), then the forward
# (fp32/bf16/fp16), backward (fp32/bf16) and log_softmax (fp32/bf16) sweeps and small-input
# latency.  At most 8 files under $OUT (the device tool's limit).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
T=/tmp/bench; mkdir -p $T
rm -f "$TABLE"    # the shipped table, as a user gets it
touch $T/pytest.log
[ -n "$SKIP_LONG" ] || { timeout 100 python3 scripts/try_long_shapes.py > $T/pytest.log 2>&1; echo "long shapes rc $?"; }
grep -E "^(bf16|fp16)" $T/pytest.log | sort -k1,2 -s | awk '{k=$1" "$2} k!=p {n=0} {p=k; if (n++ < 3) print}'
timeout 170 python3 -m softgen.cli compare --sweep --dtype fp32,bf16,fp16 --out $T/sweep > $T/sweep.txt 2>&1; echo "sweep rc $?"
timeout 110 python3 -m softgen.cli compare --op softmax_backward --sweep --dtype fp32,bf16 --out $T/backward > $T/backward.txt 2>&1; echo "backward rc $?"
timeout 110 python3 -m softgen.cli compare --op log_softmax --sweep --dtype fp32,bf16 --out $T/log_softmax > $T/log_softmax.txt 2>&1; echo "log_softmax rc $?"
timeout 60 python3 scripts/latency.py > "$OUT/latency.txt" 2>&1
for k in sweep backward log_softmax; do cp $T/$k/compare.csv "$OUT/$k.csv"; cp $T/$k/compare.json "$OUT/$k.json"; done
cat $T/pytest.log $T/sweep.txt $T/backward.txt $T/log_softmax.txt > "$OUT/log.txt"
python3 - <<'PY'
import csv
for k in ("sweep", "backward", "log_softmax"):
    rows = list(csv.DictReader(open(f"/tmp/bench/{k}/compare.csv")))
    for dt in dict.fromkeys(r["dtype"] for r in rows):
        auto = [r for r in rows if r["dtype"] == dt and r["candidate"] == "auto"]
        print(k, dt, " ".join(f"{r['cols']}:{float(r['pct_copy']):.0f}" if r["status"] == "ok" else f"{r['cols']}:{r['status']}" for r in auto))
PY
