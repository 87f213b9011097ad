"""Print % of copy per (dtype, width, candidate) from a compare.csv: python scripts/summarize.py FILE"""
import collections
import csv
import sys

rows = list(csv.DictReader(open(sys.argv[1])))
table = collections.defaultdict(dict)
for r in rows:
    key = (r["dtype"], int(r["cols"]))
    table[key][r["candidate"]] = f"{float(r['pct_copy']):.0f}" if r["status"] == "ok" else r["status"][:4]
names = list(dict.fromkeys(r["candidate"] for r in rows))
print("dtype      N " + " ".join(n[:12].rjust(12) for n in names))
for key in sorted(table):
    print(f"{key[0]} {key[1]:7d} " + " ".join(table[key].get(n, "-").rjust(12) for n in names))
