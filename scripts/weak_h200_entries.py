"""The H200 table's weak entries (no GPU needed): entries timed on the H200 at up to 262144
columns that ran under 95% of copy while the three entries either side ran at least GAP points
more (median), most of them picked among a few configs that a neighbour's beat.  With `matrix`,
a try_matrix line for each (scripts/device_env.sh `matrices`): the entry's width, the widths in
EXTRA that auto serves from it, the configs of the entry and of its neighbours, and `common`'s
(each strategy's usual shapes for the width; past 12000 columns the configs most nearby entries
hold).

    cd scripts && python weak_h200_entries.py [GAP]                  (default 3)
    cd scripts && python weak_h200_entries.py GAP matrix [op:dtype:cols...] > seventyeighth_b.txt
"""
import collections
import json
import statistics
import sys

from softgen import auto
from add_h200_entries import nearest_entry
from fill_h200 import ROOT

TABLE = json.loads((ROOT / "softgen/tuning/h200.json").read_text())
OPS = ("softmax", "log_softmax", "softmax_backward", "log_softmax_backward")
NEIGHBOURS = 3
# configs timed at every weak width besides the neighbours': each strategy's common shapes for
# rows under 1024 and 1024-12000 (a weak entry's neighbours often hold its own config alone)
TRITON = ["strategy=block,backend=triton", "strategy=smem,backend=triton", "strategy=online,backend=triton"]
SHORT = ["strategy=warp", "strategy=warp,threads_per_row=16", "strategy=warp,block_size=256",
         "strategy=block,block_size=128", "strategy=block,block_size=256", "strategy=smem,block_size=128",
         "strategy=smem,block_size=256"] + TRITON
MIDDLE = ["strategy=block,block_size=128", "strategy=block,block_size=256", "strategy=block,block_size=512",
          "strategy=smem,block_size=256", "strategy=smem,block_size=512", "strategy=cluster,cluster_size=2"] + TRITON
MIDDLE_CLUSTER = {"forward": ["strategy=cluster,block_size=128,bulk_store=1,cluster_size=2,stage=6",
                              "strategy=cluster,block_size=256,bulk_store=1,cluster_size=2,stage=6",
                              "strategy=cluster,cluster_size=2,stage=6"],
                  "backward": ["strategy=cluster,cluster_size=2,stage=2"]}


# past 12000 columns: the cluster shapes most long entries hold, and the configs most of the H200
# entries within a factor BAND hold, of the weak entry's direction (forward or backward) and
# element size (fp32 or 16-bit)
LONG = {"forward": ["strategy=cluster,cluster_size=8,stage=6", "strategy=cluster,cluster_size=16,stage=6",
                    "strategy=cluster,block_size=128,blocks_per_sm=8,cluster_size=16,stage=6",
                    "strategy=cluster,block_size=128,blocks_per_sm=8,cluster_size=16,stage=7",
                    "strategy=cluster,cluster_size=16,stage=1"],
        "backward": ["strategy=cluster,cluster_size=8,stage=1", "strategy=cluster,cluster_size=16,stage=1",
                     "strategy=cluster,cluster_size=8,stage=2", "strategy=cluster,cluster_size=16,stage=2",
                     "strategy=cluster,cluster_size=12,stage=4", "strategy=cluster,cluster_size=16,stage=4"]}
LONG_CONFIGS, BAND = 6, 1.5


def common(op: str, cols: int, dtype: str = "fp32") -> list[str]:
    """The configs timed at a weak width whatever its neighbours hold."""
    backward = op.endswith("backward")
    direction = "backward" if backward else "forward"
    if cols < 1024:
        return SHORT
    if cols <= 12000:
        return MIDDLE + MIDDLE_CLUSTER[direction]
    held = collections.Counter(
        config(e) for o in OPS if o.endswith("backward") == backward
        for d, entries in TABLE[auto.table_group(o)].items() if (d == "fp32") == (dtype == "fp32")
        for e in entries if "timed_on" not in e and cols / BAND <= e["cols"] <= cols * BAND)
    return list(dict.fromkeys(LONG[direction] + [c for c, _ in held.most_common(LONG_CONFIGS)]))


def config(entry: dict) -> str:
    """An entry's kernel as a try_matrix config."""
    parts = [f"strategy={entry['strategy']}"] + (["backend=triton"] if entry["backend"] == "triton" else [])
    return ",".join(parts + [f"{k}={v}" for k, v in sorted(entry["tunables"].items())])


def weak(gap: float):
    """[(op, dtype, entry, [neighbouring entries])] of the H200-timed entries of each op's own group
    (not the backend_only ones: they serve calls asking for one backend alone, notes entry 167)."""
    for op in OPS:
        for dtype, entries in TABLE[auto.table_group(op)].items():
            timed = [e for e in entries if "timed_on" not in e and e["cols"] <= 262144 and not e.get("backend_only")]
            for i, e in enumerate(timed):
                near = timed[max(i - NEIGHBOURS, 0):i] + timed[i + 1:i + 1 + NEIGHBOURS]
                if near and e["pct_copy"] < 95 and e["pct_copy"] < statistics.median(n["pct_copy"] for n in near) - gap:
                    yield op, dtype, e, near


if __name__ == "__main__":
    gap = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    extra = [(op, dt, int(cols)) for op, dt, cols in (a.split(":") for a in sys.argv[3:])]
    seen, widths = set(), {}       # widths: (op, dtype) -> the widths of its entries
    for op, dtype, e, near in weak(gap):
        if (op, dtype, e["cols"]) in seen:          # a Triton and a CUDA entry at one width
            continue
        seen.add((op, dtype, e["cols"]))
        if len(sys.argv) > 2 and sys.argv[2] == "matrix":
            if (op, dtype) not in widths:
                widths[op, dtype] = sorted({n["cols"] for n in auto.table_entries(TABLE, op, dtype)[1]})
            served = [c for o, d, c in extra
                      if (o, d) == (op, dtype) and nearest_entry(op, dtype, e["cols"], widths[op, dtype], c)]
            configs = list(dict.fromkeys([config(n) for n in [e] + near] + common(op, e["cols"], dtype)))
            print(op, dtype, ",".join(map(str, [e["cols"]] + served)), " ".join(configs))
            extra = [x for x in extra if x[:2] != (op, dtype) or x[2] not in served]
        else:
            print(f"{op} {dtype} {e['cols']}: {e['pct_copy']}% ({config(e)}); neighbours "
                  + " / ".join(f"{n['cols']} {n['pct_copy']}" for n in near))
    for op, dtype, cols in extra:       # the rest of EXTRA: the configs of the entries around it
        timed = [e for e in TABLE[auto.table_group(op)][dtype] if "timed_on" not in e]
        i = min(range(len(timed)), key=lambda i: abs(timed[i]["cols"] - cols))
        near = timed[max(i - NEIGHBOURS, 0):i + NEIGHBOURS]
        configs = list(dict.fromkeys([config(n) for n in near] + common(op, cols, dtype)))
        print(op, dtype, cols, " ".join(configs))
