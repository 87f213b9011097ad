"""Print the best candidates per (dtype, width) of a compare / tune CSV.

    python scripts/top_candidates.py out/tune-fwd/compare.csv [how_many]
"""
import csv
import sys
from collections import defaultdict

rows = [r for r in csv.DictReader(open(sys.argv[1])) if r["status"] == "ok" and r["candidate"] != "copy"]
keep = int(sys.argv[2]) if len(sys.argv) > 2 else 6
groups = defaultdict(list)
for r in rows:
    groups[r["dtype"], int(r["cols"])].append(r)
for (dtype, cols), rs in sorted(groups.items()):
    rs.sort(key=lambda r: -float(r["pct_copy"]))
    print(f"{dtype} {cols}: " + ", ".join(f"{r['candidate']} {float(r['pct_copy']):.1f}" for r in rs[:keep]))
