"""A candidate H200 table (exploration): the H200's own entries (the sweep's 17 widths, no bands)
with the H100 table's filling the widths between (scripts/merge_tables.py), the H100's
log_softmax group too (the H200 table had none: log_softmax read softmax's 17 widths) with the
H200's softmax entries at their widths, and an entry at each width of the rounds given (try_matrix
tables of auto on several tables, `strategy=auto[,table=NAME]` configs) for the config served by
the table that ran fastest there, with its figure.

    python scripts/fill_h200.py OUT ROUND.txt...      (tables: baseline/NAME.json, the shipped h200.json without one)
"""
import json
import re
import sys
from pathlib import Path

from softgen import auto
from softgen.auto import H200, choose, table_group
from softgen.generator.spec import TUNABLES, KernelSpec
from merge_tables import merged

ROOT = Path(__file__).resolve().parent.parent
TITLE = re.compile(r"^(\w+) (fp32|bf16|fp16) auto: % of copy")
CONFIG = re.compile(r"^\s+c(\d+): strategy=auto(?:,table=([\w-]+))?$")
ROW = re.compile(r"^\s+(\d+)((?:\s+(?:[\d.]+|-))+)\s+copy (\d+) GB/s")


def best_cells(lines):
    """[(op, dtype, cols, table name or None, pct, copy GB/s)]: each row's fastest column"""
    out, op, dtype, tables = [], None, None, {}
    for line in lines:
        if m := TITLE.match(line):
            op, dtype, tables = m[1], m[2], {}
        elif m := CONFIG.match(line):
            tables[int(m[1])] = m[2]
        elif (m := ROW.match(line)) and op:
            cells = [float(c) if c != "-" else -1 for c in m[2].split()]
            i = max(range(len(cells)), key=cells.__getitem__)
            out.append((op, dtype, int(m[1]), tables[i], cells[i], float(m[3])))
    return out


def served(table_name, op, dtype, cols) -> KernelSpec:
    path = ROOT / ("softgen/tuning/h200.json" if table_name is None else f"baseline/{table_name}.json")
    auto.tuned_table_path = lambda device_name: path
    auto.forget_tables()
    return choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype), H200, (9, 0)).spec


def with_log_softmax(table: dict, h100: dict) -> dict:
    """The H100's log_softmax group, the H200's softmax entries in place at their widths (fp16 starts
    from bf16's, as auto read them)."""
    group = {}
    for dtype in ("fp32", "bf16", "fp16"):
        base = h100["log_softmax"].get(dtype) or h100["log_softmax"]["bf16"]
        own = [e for e in json.loads(json.dumps(h200()["entries"][dtype]))]
        widths = {e["cols"] for e in own}
        group[dtype] = sorted(own + [e for e in base if e["cols"] not in widths], key=lambda e: (e["cols"], e["backend"]))
    return {**table, "log_softmax": group}


def h200():
    return json.loads((ROOT / "softgen/tuning/h200.json").read_text())


def add(table: dict, op: str, dtype: str, cols: int, spec: KernelSpec, pct: float, copy_gbps: float):
    group = table[table_group(op)]
    if not group.get(dtype):            # a first entry would serve every width: start from those read till now
        group[dtype] = json.loads(json.dumps(auto.timed_entries(table, op, dtype)[2]))
    entries = [e for e in group[dtype] if (e["cols"], e["backend"]) != (cols, spec.backend)]
    entries.append({"cols": cols, "strategy": spec.strategy, "backend": spec.backend,
                    "tunables": {k: getattr(spec, k) for k in TUNABLES if getattr(spec, k) is not None},
                    "gbps": round(copy_gbps * pct / 100, 1), "pct_copy": pct})
    group[dtype] = sorted(entries, key=lambda e: (e["cols"], e["backend"]))


if __name__ == "__main__":
    out_path, *rounds = sys.argv[1:]
    h100 = json.loads((ROOT / "softgen/tuning/h100.json").read_text())
    table = with_log_softmax(merged(h200(), h100), h100)
    cells = [c for path in rounds for c in best_cells(open(path))]
    for op, dtype, cols, name, pct, copy_gbps in cells:
        spec = served(name, op, dtype, cols)
        add(table, op, dtype, cols, spec, pct, copy_gbps)
        print(f"{op:21} {dtype} {cols:7d} {pct:6.1f} {name or 'h200'}: {spec.strategy} {spec.backend}")
    table["environment"]["filled"] = (
        "widths between the H200's own entries filled from the H100 table (scripts/merge_tables.py), "
        "its log_softmax group added, and entries at random widths from the fastest of the three "
        f"tables there (scripts/fill_h200.py {' '.join(Path(r).name for r in rounds)})")
    Path(out_path).write_text(json.dumps(table, indent=1) + "\n")
