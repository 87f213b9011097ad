"""The H200 table of the seventy-first session (notes entry 154): the H200's own entries (the
sweep's 17 widths, no bands) with the H100 table's filling the widths between them up to 262144
(scripts/merge_tables.py), the H100's log_softmax group too (the H200 table had none: log_softmax
read softmax's 17 widths) with the H200's softmax entries at their widths, and an entry at each
width of the rounds given (rounds b-e; try_matrix tables of auto on several tables, `strategy=auto[,table=NAME]`
configs) for the kernel that ran fastest there, with its figure (and where that is a Triton one,
the fastest CUDA one beside it, for backend "cuda").

    cd scripts && python fill_h200.py OWN OUT ROUND.txt[:SHIPPED[:COLUMNS]]...
    cd scripts && python fill_h200.py ../baseline/h200-before.json ../softgen/tuning/h200.json \
        ../docs/bench/seventyfirst-[bc]-*.txt \
        $(for f in ../docs/bench/seventyfirst-d-*softmax*.txt; do echo $f:h200-fill3; done) \
        $(for f in ../docs/bench/seventyfirst-e-*softmax*.txt; do echo $f:h200-fill4:-,h200-before; done)

OWN is the H200's own table (baseline/h200-before.json: `git show fa05479:softgen/tuning/h200.json`).
A round's `table=NAME` configs read baseline/NAME.json (h100: softgen/tuning/h100.json; h200-fill,
h200-fill2, h200-fill3, h200-fill4: this script's and scripts/merge_tables.py's tables of rounds b-e, see
scripts/round_seventyfirst_*.sh); its plain `strategy=auto` read the table shipped when it ran,
baseline/SHIPPED.json (default h200-before).  COLUMNS names each column's table (`-`: the shipped
one, e.g. `-,h200-before`) where the round's output does not list its configs (round e's).
"""
import json
import re
import sys
from pathlib import Path

from softgen import auto
from softgen.auto import H200, choose, table_group
from softgen.errors import SoftgenError
from softgen.generator.plan import make_plan
from softgen.generator.spec import TUNABLES, KernelSpec
from merge_tables import merged
from softgen.bench.tune import save     # the table as `softgen tune` writes it

ROOT = Path(__file__).resolve().parent.parent
WIDEST = 262144      # the H200's sweep ends here: past it the H100's stage 7 / x 384 entries spill on this build
# Entries whose kernel spills registers on this build (ptxas -v; tests/test_render.py holds the
# H200 table to none): the H100's bf16 backward block at 1040 (timed so there, never on the
# H200) and configs rounds b-e found fastest (bf16 backward 1101's block, 72698's stage 6 x 4,
# fp32 log_softmax 201860 / 207057's stage 6 x 16 and 91445's x 8: other entries' configs
# carried past where they fit; bf16 backward 380's Triton online, 94.2 with no CUDA kernel timed
# there, whose backend "cuda" fallback, 393's warp x 16, spills at 380).
DROP = {("backward", "bf16", 380), ("backward", "bf16", 1040), ("backward", "bf16", 1101), ("entries", "bf16", 72698),
        ("log_softmax", "bf16", 72698), ("log_softmax", "fp32", 201860), ("log_softmax", "fp32", 207057),
        ("log_softmax", "fp32", 91445)}
TITLE = re.compile(r"^(\w+) (fp32|bf16|fp16) auto: % of copy")
CONFIG = re.compile(r"^\s+c(\d+): strategy=auto(?:,table=([\w-]+))?$")
ROW = re.compile(r"^\s+(\d+)((?:\s+(?:[\d.]+|-))+)\s+copy (\d+) GB/s")


def rows(lines, columns=()):
    """[(op, dtype, cols, [(table name or None, pct)] a column, copy GB/s)]; columns names the
    columns' tables (None: the shipped one) where the output does not list them"""
    out, op, dtype, tables = [], None, None, {}
    for line in lines:
        if m := TITLE.match(line):
            op, dtype, tables = m[1], m[2], dict(enumerate(columns))
        elif m := CONFIG.match(line):
            tables[int(m[1])] = m[2]
        elif (m := ROW.match(line)) and op:
            cells = [(tables[i], float(c)) for i, c in enumerate(m[2].split()) if c != "-"]
            out.append((op, dtype, int(m[1]), cells, float(m[3])))
    return out


def fastest(measured):
    """The (spec, pct) of the fastest kernel of [(spec, pct)], and where that is a Triton one, of
    the fastest CUDA one too (its twin, for backend "cuda", as `softgen tune` keeps)"""
    best = max(measured, key=lambda sp: sp[1])
    cuda = [sp for sp in measured if sp[0].backend == "cuda"]
    return [best] + ([max(cuda, key=lambda sp: sp[1])] if best[0].backend != "cuda" and cuda else [])


def served(table_name, op, dtype, cols) -> KernelSpec:
    return served_from(ROOT / f"baseline/{table_name}.json", op, dtype, cols)


def served_from(path: Path, op, dtype, cols, backend="both") -> KernelSpec:
    """What auto serves on the H200 from the table at path, a call asking for backend."""
    auto.tuned_table_path = lambda device_name: path
    auto.forget_tables()
    # try_matrix's strategy=auto is auto on either backend (a Triton entry where the table's pick
    # is one): the kernel it timed is this one, not backend "cuda"'s
    return choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend=backend), H200, (9, 0)).spec


def with_log_softmax(table: dict, own: dict, h100: dict) -> dict:
    """The H100's log_softmax group, the H200's softmax entries in place at their widths (fp16 starts
    from bf16's, as auto read them)."""
    group = {}
    for dtype in ("fp32", "bf16", "fp16"):
        base = [{**e, "timed_on": h100["device"]} for e in h100["log_softmax"].get(dtype) or h100["log_softmax"]["bf16"]]
        mine = json.loads(json.dumps(own["entries"][dtype]))
        widths = {e["cols"] for e in mine}
        merged_entries = mine + [e for e in base if e["cols"] not in widths]
        # softmax's configs log_softmax cannot run (approx_rcp) never served it: left out
        group[dtype] = sorted((e for e in merged_entries if valid("log_softmax", dtype, e)),
                              key=lambda e: (e["cols"], e["backend"]))
    return {**table, "log_softmax": group}


def valid(op: str, dtype: str, entry: dict) -> bool:
    try:
        make_plan(KernelSpec(op=op, strategy=entry["strategy"], cols=entry["cols"], dtype=dtype,
                             backend=entry["backend"], **entry["tunables"]))
        return True
    except SoftgenError:
        return False


def own_entries(table: dict, op: str, dtype: str) -> list:
    """The table's entries of op's group for dtype; where the group has none, a copy of those auto
    read for them till now (another dtype's or group's) first: a first entry would serve every width."""
    group = table[table_group(op)]
    if not group.get(dtype):
        group[dtype] = json.loads(json.dumps(auto.timed_entries(table, op, dtype)[2]))
    return group[dtype]


def add(table: dict, op: str, dtype: str, cols: int, spec: KernelSpec, pct: float, copy_gbps: float):
    group = table[table_group(op)]
    entries = [e for e in own_entries(table, op, dtype) if (e["cols"], e["backend"]) != (cols, spec.backend)]
    entries.append({"cols": cols, "strategy": spec.strategy, "backend": spec.backend,
                    "tunables": {k: getattr(spec, k) for k in TUNABLES if getattr(spec, k) is not None},
                    "gbps": round(copy_gbps * pct / 100, 1), "pct_copy": pct})
    group[dtype] = sorted(entries, key=lambda e: (e["cols"], e["backend"]))


if __name__ == "__main__":
    own_path, out_path, *rounds = sys.argv[1:]
    own = json.loads(Path(own_path).read_text())
    h100 = json.loads((ROOT / "softgen/tuning/h100.json").read_text())
    h100 = {**h100, **{group: {dtype: [e for e in entries if e["cols"] <= WIDEST] for dtype, entries in h100[group].items()}
                       for group in auto.GROUPS if group in h100}}
    table = with_log_softmax(merged(own, h100), own, h100)
    for arg in rounds:
        path, shipped, columns = (arg.split(":") + ["", ""])[:3]
        columns = [None if name == "-" else name for name in columns.split(",") if name]
        for op, dtype, cols, cells, copy_gbps in rows(open(path), columns):
            measured = [(served(name or shipped or "h200-before", op, dtype, cols), pct) for name, pct in cells]
            for spec, pct in fastest(measured):
                add(table, op, dtype, cols, spec, pct, copy_gbps)
                print(f"{op:21} {dtype} {cols:7d} {pct:6.1f}: {spec.strategy} {spec.backend} {spec.tunables()}")
    for group, dtype, cols in DROP:
        table[group][dtype] = [e for e in table[group][dtype] if e["cols"] != cols]
    table["environment"]["filled"] = (
        "widths between the H200's own entries (the sweep's) filled from the H100 table up to 262144, its "
        "log_softmax group added, and an entry at each width of the seventy-first session's rounds b-e "
        "(72-96 random widths an op and dtype) for the fastest of the tables timed there (scripts/fill_h200.py; "
        "notes entry 154)")
    save(table, out_path)
