"""Tuning-table entries for one op, timed on that op: at every width of a source group's entries
(and any given widths), the source's config there (or the nearest width's) against a few given
configs, the fastest kept (exploration: `softgen tune` times every variant, this the few that
matter).  Each kernel is validated into a NaN-poisoned output first (explore.Width); prints
% of copy per width and config, and writes {dtype: [entries]} to $OUT/entries-<op>.json for
the table's group of that op (scripts/table_add.py's fields).

    python scripts/op_entries.py op=log_softmax_backward bf16,fp16 from=backward \\
        widths=100001,200001 from_width=16384 cluster:stage=3,cluster_size=4 cluster:stage=3
"""
import json
import math
import os
import sys

import torch

import softgen
from softgen.auto import load_table
from explore import Width, tunables as parse_tunables

args = dict(a.split("=", 1) for a in sys.argv[1:] if "=" in a and ":" not in a)
configs = [a for a in sys.argv[1:] if ":" in a]
dtypes = [a for a in sys.argv[1:] if "=" not in a and ":" not in a][0].split(",")
op, source = args["op"], args["from"]
extra_widths = [int(w) for w in args.get("widths", "").split(",") if w]
from_width = int(args.get("from_width", 0))
table, _ = load_table(torch.cuda.get_device_name())       # this GPU's (tuned, else shipped)


def parse(config):
    strategy, fields = config.split(":")
    return strategy, parse_tunables(fields)


out = {}
for dtype in dtypes:
    entries = table[source][dtype]
    print(f"{op} {dtype}: % of copy (src: {source}'s config nearest the width)", flush=True)
    for i, c in enumerate(configs):
        print(f"  c{i}: {c}")
    for cols in sorted({e["cols"] for e in entries} | set(extra_widths)):
        src = min(entries, key=lambda e: abs(math.log(e["cols"] / cols)))
        tried = [(src["strategy"], dict(src["tunables"]))]
        tried += [parse(c) for c in configs] if cols >= from_width else []
        w = Width(dtype, cols, op)
        copy_gbps = 2 * w.rows * cols * w.inputs[0].element_size() / w.copy_ms / 1e6
        cells, best = [], None
        for strategy, tunables in tried:
            try:
                f = softgen.load(op=op, strategy=strategy, cols=cols, dtype=dtype, backend="cuda", **tunables)
            except softgen.SoftgenError:
                cells.append(f"{'-':>6}")
                continue
            pct = w.pct(f, f"{op} {dtype} {cols} {strategy} {tunables}")
            cells.append(f"{pct:6.1f}")
            if best is None or pct > best[0]:
                best = (pct, strategy, tunables)
        pct, strategy, tunables = best
        out.setdefault(dtype, []).append({"cols": cols, "strategy": strategy, "backend": "cuda",
                                          "tunables": tunables, "gbps": round(pct / 100 * copy_gbps, 1),
                                          "pct_copy": round(pct, 1)})
        print(f"{cols:7d}  src {cells[0]} | " + " ".join(cells[1:]) + f"   -> {strategy} {tunables}", flush=True)
        del w
with open(os.path.join(os.environ.get("OUT", "."), f"entries-{op}.json"), "w") as f:
    json.dump(out, f, indent=1)
