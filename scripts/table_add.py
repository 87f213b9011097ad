"""Add (or replace) entries of a tuning table by hand, keeping each list sorted by width: for
a config timed outside `softgen tune` (scripts/try_matrix.py at the entry's own width).

    python scripts/table_add.py softgen/tuning/h100.json entries fp16 134001 cluster 2650.1 96.6 \\
        stage=1 cluster_size=16 block_size=128 async_copy=1 exchange=2
    python scripts/table_add.py softgen/tuning/h100.json entries fp32 240 smem 2952.8 100.3 backend=triton

`backend=cuda|triton` sets the entry's backend (default cuda); `backend_only=1` makes it serve
only calls asking for that backend (notes entry 167); every other k=v is a tunable.  A
width holds an entry a backend: a CUDA entry beside a Triton one (auto's pick there) serves
only backend "cuda" and small calls (auto._choose); one of the same backend is replaced.

It then lists the widths near the entry (half to twice its width, up to 12000 widths) whose served
kernel changed, for each op and dtype that reads the group (scripts/served_diff.py): time every
run it lists, not only the band the entry was timed for (notes entry 134: a CUDA entry at fp32
log_softmax 512 would have served 257-259).

An entry serves the widths of its own 16-byte alignment first: among the entries about as near as
the nearest (auto.SAME_WIDTH), auto ranks those of the width's alignment first, so an odd entry
beside an aligned one (262145 beside 262144) serves no aligned width near it.  The script says so
where it adds one.
"""
import json
import math
import pathlib
import sys
import tempfile

from softgen.auto import SAME_WIDTH
from softgen.generator.spec import DTYPES

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from served_diff import OPS, changed_runs, served      # noqa: E402  (a script beside this one)

DIFF_WIDTHS = 12000     # widths the diff covers at most (each costs two choices an op and dtype)

path, group, dtype, cols, strategy, gbps, pct, *tunables = sys.argv[1:]
before_text = open(path).read()
table = json.loads(before_text)
if not table.get(group, {}).get(dtype):
    # auto reads a dtype's entries as a set: a first one would serve every width of the dtype,
    # which had read another group's (or fp16: bf16's) entries until then
    sys.exit(f"{group} has no {dtype} entries: a first one would serve every width; tune the dtype")
settings = dict(t.split("=") for t in tunables)
backend = settings.pop("backend", "cuda")
if backend not in ("cuda", "triton"):
    sys.exit(f"backend={backend}: use backend=cuda or backend=triton")
entries = [e for e in table[group][dtype] if (e["cols"], e["backend"]) != (int(cols), backend)]
only = settings.pop("backend_only", "0") == "1"
entries.append({"cols": int(cols), "strategy": strategy, "backend": backend,
                "tunables": {k: int(v) for k, v in settings.items()},
                "gbps": float(gbps), "pct_copy": float(pct), **({"backend_only": True} if only else {})})
table[group][dtype] = sorted(entries, key=lambda e: e["cols"])
with open(path, "w") as out:
    json.dump(table, out, indent=1)
    out.write("\n")

vec = 16 // DTYPES[dtype]
new = int(cols)
for e in table[group][dtype]:
    if e["cols"] != new and abs(math.log(e["cols"] / new)) <= SAME_WIDTH and (e["cols"] % vec == 0) != (new % vec == 0):
        kind = "aligned" if new % vec else "odd"
        print(f"note: {kind} widths near {new} are served by the {e['cols']} entry, not this one (auto ranks "
              f"an entry of the width's 16-byte alignment first); for this config to serve them, add it at an "
              f"{kind} width too (notes entry 127: 262145 and 262152)")
        break

lo, hi = max(1, new // 2), new * 2
if hi - lo > DIFF_WIDTHS:
    print(f"widths {lo}-{hi} are too many to diff here: run scripts/served_diff.py with a copy of the table before")
else:
    dtypes = [dtype] + (["fp16"] if dtype == "bf16" else [])     # fp16 reads bf16's where it has none
    with tempfile.NamedTemporaryFile("w", suffix=".json") as before:
        before.write(before_text)
        before.flush()
        old = served(pathlib.Path(before.name), OPS, lo, hi, dtypes)
        runs = changed_runs(old, served(pathlib.Path(path).resolve(), OPS, lo, hi, dtypes))
    print("\n".join(runs + [f"{len(runs)} runs of widths changed near {new} ({lo}-{hi}); time each"]))
