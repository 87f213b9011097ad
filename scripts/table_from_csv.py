"""Fold the fastest validated kernels of a `softgen compare` run into a tuning table (what
`softgen tune` does after timing, for a sweep already measured).

    python scripts/table_from_csv.py docs/bench/log_softmax-h100.csv log_softmax softgen/tuning/h100.json
"""
import ast
import csv
import json
import sys
from pathlib import Path

from softgen.auto import choose
from softgen.bench.compare import Result
from softgen.generator.spec import KernelSpec
from softgen.bench.tune import merge, save, table_from

source, op, table_path = sys.argv[1], sys.argv[2], Path(sys.argv[3])
results = []
for r in csv.DictReader(open(source)):
    results.append(Result(r["dtype"], int(r["cols"]), int(r["rows"]), r["candidate"], r["status"],
                          float(r["ms"]) if r["ms"] else None, float(r["gbps"]) if r["gbps"] else None,
                          float(r["pct_copy"]) if r["pct_copy"] else None, None, r["note"],
                          ast.literal_eval(r["fields"]) if r["fields"] else None))
env = json.loads(Path(source).with_suffix(".json").read_text()).get("environment", {})
# `auto` rows ran the kernel the table chose then: count them as that kernel
for r in results:
    if r.fields and r.fields.get("strategy") == "auto":
        spec = choose(KernelSpec(**r.fields), device_name=env.get("device")).spec
        r.fields = {**spec.to_dict(), "backend": spec.backend}
table = table_from(results, env, op)
table["device"] = json.loads(table_path.read_text())["device"]   # merge into this device's table
print(save(merge(table, table_path), table_path))
