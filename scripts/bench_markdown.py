"""Markdown tables (GB/s and % of copy) from a compare.csv, for BENCHMARKS.md.

    python scripts/bench_markdown.py docs/bench/sweep-h100.csv
    python scripts/bench_markdown.py docs/bench/backward-h100.csv "softmax backward" "y, dy read, dx written"
"""
import collections
import csv
import sys

rows = list(csv.DictReader(open(sys.argv[1])))
op = sys.argv[2] if len(sys.argv) > 2 else "softmax"
moved = sys.argv[3] if len(sys.argv) > 3 else "one read + one write"
cols_order = ["copy", "auto", "warp/cuda", "block/cuda", "smem/cuda", "online/cuda", "cluster/cuda",
              "warp/triton", "block/triton", "smem/triton", "online/triton", "torch", "naive"]
by = collections.defaultdict(dict)
for r in rows:
    by[(r["dtype"], int(r["cols"]))][r["candidate"]] = r
for dtype in dict.fromkeys(r["dtype"] for r in rows):
    present = [c for c in cols_order if any(c in v for (d, _), v in by.items() if d == dtype)]
    print(f"\n### {op}, {dtype}: GB/s (% of copy); {moved} of M x N = 2^26 elements\n")
    print("| N | " + " | ".join(present) + " | auto / torch |")
    print("|---" * (len(present) + 2) + "|")
    for (d, n) in sorted(k for k in by if k[0] == dtype):
        cells = []
        for c in present:
            r = by[(d, n)].get(c)
            if r is None or r["status"] == "skip":
                cells.append("-")
            elif r["status"] == "FAIL":
                cells.append("FAIL")
            elif c == "copy":
                cells.append(f"{float(r['gbps']):.0f}")
            else:
                cells.append(f"{float(r['gbps']):.0f} ({float(r['pct_copy']):.0f}%)")
        auto, torch_ = by[(d, n)].get("auto"), by[(d, n)].get("torch")
        ratio = (f"{float(torch_['ms']) / float(auto['ms']):.2f}x"
                 if auto and torch_ and auto["status"] == "ok" and torch_["status"] == "ok" else "-")
        print(f"| {n} | " + " | ".join(cells) + f" | {ratio} |")
