"""Write a tuning table with one tunable set on every CUDA entry wider than a width (a variant
to time against the table with try_matrix's `table=NAME`), e.g. the table before the forty-seventh
session as it ran, its entries past 640 columns storing evict-first:

    git show e0a6137:softgen/tuning/h100.json > /tmp/h100-before.json
    python scripts/table_variant.py /tmp/h100-before.json baseline/h100-ef.json evict_first=1 640
"""
import json
import sys

src, dst, setting, above = sys.argv[1:]
name, value = setting.split("=")
table = json.load(open(src))
changed = 0
for group in ("entries", "backward", "log_softmax"):
    for entries in table.get(group, {}).values():
        for e in entries:
            if e["backend"] == "cuda" and e["cols"] > int(above):
                e["tunables"][name] = int(value)
                changed += 1
with open(dst, "w") as out:
    json.dump(table, out, indent=1)
    out.write("\n")
print(f"{dst}: {name}={value} on {changed} CUDA entries past {above} columns")
