"""The summary rows of BENCHMARKS.md (auto's % of copy per width, auto / torch) from compare CSVs.

    python scripts/bench_summary.py docs/bench/sweep-h100.csv docs/bench/backward-h100.csv ...
"""
import csv
import sys

LONG = (32768, 50000, 65536, 131072, 262144)
print("| op, dtype | 128-16384 | " + " | ".join(map(str, LONG)) + " | x torch |")
print("|---" * (len(LONG) + 3) + "|")
for path in sys.argv[1:]:
    rows = list(csv.DictReader(open(path)))
    op = next((r["fields"] for r in rows if r["candidate"] == "auto"), "")
    op = op.split("'op': '")[1].split("'")[0].replace("_", " ") if "'op'" in op else "softmax"
    for dtype in dict.fromkeys(r["dtype"] for r in rows):
        auto = {int(r["cols"]): r for r in rows if r["dtype"] == dtype and r["candidate"] == "auto"}
        pct = {n: float(r["pct_copy"]) for n, r in auto.items() if r["status"] == "ok"}
        short = [p for n, p in pct.items() if n <= 16384]
        low = min(short)
        worst = [f"{n}: {p:.0f}" for n, p in sorted(pct.items()) if n <= 16384 and p < 95]
        speed = [float(r["speedup_vs_torch"]) for r in auto.values() if r["speedup_vs_torch"]]
        cells = [f"{low:.0f}-{max(short):.0f}" + (f" ({', '.join(worst)})" if worst else "")]
        cells += [f"{pct[n]:.0f}" if n in pct else "-" for n in LONG]
        cells.append(f"{min(speed):.2f}-{max(speed):.2f}" if speed else "(torch FAILs)")
        print(f"| {op} {dtype} | " + " | ".join(cells) + " |")
