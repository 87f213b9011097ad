#!/bin/bash
# Seventh session: the forward sweep (fp32 / bf16 / fp16, shipped table) and small-call latency.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
timeout 200 python3 -m softgen.cli compare --sweep --dtype fp32,bf16,fp16 --out /tmp/sweep > /tmp/sweep.txt 2>&1; echo "sweep rc $?"
cp /tmp/sweep/compare.csv "$OUT/sweep.csv"; cp /tmp/sweep/compare.json "$OUT/sweep.json"; cp /tmp/sweep.txt "$OUT/sweep.txt"
timeout 70 python3 scripts/latency.py > "$OUT/latency.txt" 2>&1; cat "$OUT/latency.txt" | grep -v Warning
python3 scripts/triton_ratio.py "$OUT/sweep.csv" | tail -40
