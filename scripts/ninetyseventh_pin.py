"""The H200 table's forward cluster entries that named no stage (or no cluster_size) were timed on
the defaults of their day: stage 1, and a cluster of one block a 96 KB of row (at least 2). The
forward's defaults are now stage 6 at a block a 16 KB (notes entry 180), so those entries name what
they ran; their kernels are unchanged (the rendered sources are identical, tests/test_auto.py).

    python scripts/ninetyseventh_pin.py [softgen/tuning/h200.json]
"""
import json
import sys
from pathlib import Path

from softgen.generator.plan_base import MAX_PORTABLE_CLUSTER, _cdiv, _clamp, _next_pow2
from softgen.generator.spec import DTYPES
from softgen.bench.tune import save     # the table as `softgen tune` writes it

path = Path(sys.argv[1] if len(sys.argv) > 1 else "softgen/tuning/h200.json")
table = json.loads(path.read_text())
pinned = []
for group in ("entries", "log_softmax"):
    for dtype, entries in table.get(group, {}).items():
        for entry in entries:
            tunables = entry["tunables"]
            if entry["strategy"] != "cluster" or ("stage" in tunables and "cluster_size" in tunables):
                continue
            row_bytes = entry["cols"] * DTYPES[dtype]
            tunables.setdefault("cluster_size", _clamp(_next_pow2(_cdiv(row_bytes, 96 * 1024)), 2, MAX_PORTABLE_CLUSTER))
            tunables.setdefault("stage", 1)
            pinned.append(f"{group} {dtype} {entry['cols']}: {tunables}")
save(table, path)
print("\n".join(pinned) or "nothing to pin")
