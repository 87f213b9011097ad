"""Triton against CUDA per (dtype, width, strategy) from a `softgen compare` CSV.

    python scripts/triton_ratio.py compare.csv
"""
import csv
import sys

rows = list(csv.DictReader(open(sys.argv[1])))
by = {(r["dtype"], r["cols"], r["candidate"]): r for r in rows}
for (dtype, cols, cand), r in sorted(by.items(), key=lambda k: (k[0][0], int(k[0][1]), k[0][2])):
    if cand.endswith("/cuda") and r["status"] == "ok":
        t = by.get((dtype, cols, cand.replace("/cuda", "/triton")))
        if t and t["status"] == "ok":
            print(f"{dtype} {cols:>6} {cand[:-5]:6} cuda {float(r['pct_copy']):5.1f}%  "
                  f"triton {float(t['pct_copy']):5.1f}%  triton/cuda {float(t['gbps']) / float(r['gbps']):.2f}")
