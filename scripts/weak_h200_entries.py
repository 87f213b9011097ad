"""The H200 table's weak entries (no GPU needed): entries timed on the H200 at up to 262144
columns that ran under 95% of copy while the three entries either side ran at least GAP points
more (median), most of them picked among a few configs that a neighbour's beat.  With `matrix`,
a try_matrix line for each (scripts/device_env.sh `matrices`): the entry's width, the widths in
EXTRA that auto serves from it, and the configs of the entry and of its neighbours.

    cd scripts && python weak_h200_entries.py [GAP]                  (default 3)
    cd scripts && python weak_h200_entries.py GAP matrix [op:dtype:cols...] > seventyeighth_b.txt
"""
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


def common(op: str, cols: int) -> list[str]:
    """The configs timed at a weak width whatever its neighbours hold."""
    if cols < 1024:
        return SHORT
    if cols <= 12000:
        return MIDDLE + MIDDLE_CLUSTER["backward" if op.endswith("backward") else "forward"]
    return []


def config(entry: dict) -> str:
    """An entry's kernel as a try_matrix config."""
    parts = [f"strategy={entry['strategy']}"] + (["backend=triton"] if entry["backend"] == "triton" else [])
    return ",".join(parts + [f"{k}={v}" for k, v in sorted(entry["tunables"].items())])


def weak(gap: float):
    """[(op, dtype, entry, [neighbouring entries])] of the H200-timed entries of each op's own group."""
    for op in OPS:
        for dtype, entries in TABLE[auto.table_group(op)].items():
            timed = [e for e in entries if "timed_on" not in e and e["cols"] <= 262144]
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
            configs = list(dict.fromkeys([config(n) for n in [e] + near] + common(op, e["cols"])))
            print(op, dtype, ",".join(map(str, [e["cols"]] + served)), " ".join(configs))
            extra = [x for x in extra if x[:2] != (op, dtype) or x[2] not in served]
        else:
            print(f"{op} {dtype} {e['cols']}: {e['pct_copy']}% ({config(e)}); neighbours "
                  + " / ".join(f"{n['cols']} {n['pct_copy']}" for n in near))
    for op, dtype, cols in extra:       # the rest of EXTRA: the configs of the entries around it
        timed = [e for e in TABLE[auto.table_group(op)][dtype] if "timed_on" not in e]
        i = min(range(len(timed)), key=lambda i: abs(timed[i]["cols"] - cols))
        near = timed[max(i - NEIGHBOURS, 0):i + NEIGHBOURS]
        configs = list(dict.fromkeys([config(n) for n in near] + common(op, cols)))
        print(op, dtype, cols, " ".join(configs))
