#!/usr/bin/env bash
# One device call: the Triton GPU tests, and Triton against CUDA (run for the phased-row
# experiment of docs/OPTIMIZATION_NOTES.md entry 27, since reverted)
# at odd widths (warp / block / smem, default plans).  Files under $OUT.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
timeout 250 python3 -m pytest -m gpu -q -p no:cacheprovider tests/test_gpu.py tests/test_fuzz_shapes.py -k "triton" > "$OUT/pytest-triton.log" 2>&1
echo "tests rc $?"; tail -3 "$OUT/pytest-triton.log"
timeout 200 python3 -m softgen.cli compare --cols 781,1000,3000,12345,16384 --dtype fp32,bf16,fp16 --strategy warp,block,smem --out /tmp/odd > /dev/null 2>&1; echo "compare rc $?"
cp /tmp/odd/compare.csv "$OUT/odd.csv"
python3 - <<'PY'
import csv, os
rows = list(csv.DictReader(open(os.environ["OUT"] + "/odd.csv")))
d = {(r["dtype"], r["cols"], r["candidate"]): r for r in rows}
for (dt, n, c), r in sorted(d.items()):
    if c.endswith("/cuda") and r["status"] == "ok":
        t = d.get((dt, n, c.replace("cuda", "triton")))
        if t and t["status"] == "ok":
            print(f"{dt} {n:>6} {c[:-5]:6} cuda {float(r['pct_copy']):5.1f}%  triton {float(t['pct_copy']):5.1f}%  ratio {float(t['gbps']) / float(r['gbps']):.2f}")
PY
