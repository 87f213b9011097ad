"""The H200 table of the seventy-second session (notes entry 155): the seventy-first's
(scripts/fill_h200.py's output) with "alignment_bound": ["triton"] (auto._carries: a Triton entry
serves rows of its own 16-byte alignment only) and an entry at each width a round timed, for
the fastest kernel there (and beside a Triton one, the fastest CUDA one: fill_h200.fastest).
Every other entry at such a width goes: the round timed what served there.

    cd scripts && python add_h200_entries.py BASE OUT ROUND.txt[:SHIPPED[:bound]]...
    cd scripts && python add_h200_entries.py ../baseline/h200-71.json ../softgen/tuning/h200.json \
        ../docs/bench/seventysecond-b-alignment.txt::bound ../docs/bench/seventysecond-b-matrices.txt::bound \
        ../docs/bench/seventysecond-d-matrices.txt:h200-72b ../docs/bench/seventysecond-f-matrices.txt:h200-72d

BASE is the table shipped before the session (`git show b40ba63:softgen/tuning/h200.json`).  A
round is either scripts/try_alignment_rule.py's output (two kernels a width, named) or
try_matrix tables whose configs are `strategy=auto[,table=NAME]` (auto on baseline/NAME.json, or
on the table shipped when the round ran, baseline/SHIPPED.json, default BASE) or explicit configs.
`bound`: the round's code held every table to the alignment rule (round b's: a module constant
then); otherwise a table holds to it where it says so (its "alignment_bound"), as auto reads it.
Round d's shipped table, baseline/h200-72b.json, is this script's output from round b alone;
round f's, baseline/h200-72d.json, from rounds b and d.
"""
import functools
import json
import re
import statistics
import sys
import tempfile
from pathlib import Path

from softgen import auto
from softgen.generator.spec import KernelSpec
from explore import tunables
from fill_h200 import ROOT, TITLE, ROW, add, fastest, served_from
from softgen.bench.tune import save     # the table as `softgen tune` writes it

BOUND = ["triton"]
# Widths whose fastest kernel spills registers on this build (tests/test_render.py holds the H200
# table to none): the next fastest serves (fp32 log_softmax's stage 6 x 16 at 206171 and x 8 x 192
# at 87666, as at 201860 / 207057 / 91445 in fill_h200.DROP; bf16 softmax_backward block at 1338,
# as at 1040 / 1101).
SPILLS = {("log_softmax", "fp32", 87666), ("log_softmax", "fp32", 206171), ("softmax_backward", "bf16", 1338)}
# try_alignment_rule.py prints no copy figure: its entries' GB/s take the H200's copy as round b's
# matrices timed it (4014-4085 GB/s fp32, 3729-3830 16-bit)
COPY_GBPS = {"fp32": 4000.0, "bf16": 3800.0, "fp16": 3800.0}
CONFIG = re.compile(r"^\s+c(\d+): (.*)$")
PICK = re.compile(r"^(\w+) (fp32|bf16|fp16)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+(.+) -> (.+)$")


def spec_of(label: str, op: str, dtype: str, cols: int) -> KernelSpec:
    """try_alignment_rule.py's label "backend strategy k=v,...|-" as a spec."""
    backend, strategy, fields = label.split()
    return KernelSpec(op=op, strategy=strategy, cols=cols, dtype=dtype, backend=backend,
                      **({} if fields == "-" else tunables(fields)))


def served(table_path: Path, op: str, dtype: str, cols: int, bound: bool) -> KernelSpec:
    """auto's pick on backend "both" from a table (bound: held to the alignment rule, whatever it says)."""
    if not bound:
        return served_from(table_path, op, dtype, cols)
    with tempfile.NamedTemporaryFile("w", suffix=".json") as f:
        f.write(json.dumps({**json.loads(table_path.read_text()), "alignment_bound": BOUND}))
        f.flush()
        return served_from(Path(f.name), op, dtype, cols)


def without_fastest(cells):
    """[(spec, pct)] less the fastest kernel's cells (one that spills: the next fastest serves)."""
    best = max(cells, key=lambda c: c[1])[0]
    return [cell for cell in cells if cell[0] != best]


def spill_free(cells, around=(), serves=None):
    """[(spec, pct)] less every kernel faster than the fastest that builds without spills (nvcc;
    tests/test_render.py holds the H200 table to none; a config its own width refuses counts as
    one that spills), at its width and at each factor of it in
    `around` (widths the entry carries to: its config can take more packs a thread there); given
    `serves` (whether auto takes the entry at a width: nearest_entry), only those it serves and
    carries to (auto._carries: a stage 4 entry holding all of dy does not carry to a width that
    reads part of it twice).  Triton kernels are not checked (nvcc builds the CUDA ones alone);
    the fastest CUDA one is, also where a Triton kernel is faster (its twin for backend "cuda")."""
    import dataclasses

    from audit_spills import spills
    from softgen.errors import SoftgenError
    from softgen.generator.plan import make_plan

    def spill(spec):
        if spec.backend != "cuda":
            return False
        for f in (1, *around):
            cols = round(spec.cols * f)
            if f != 1 and serves and not serves(cols):
                continue
            try:
                plan = make_plan(dataclasses.replace(spec, cols=cols))
            except SoftgenError:        # a width its config refuses: auto takes another entry there
                if f == 1:              # its own (a stage 8 bound the SM's shared memory cannot hold)
                    return True
                continue
            if f != 1 and serves and not auto._carries({"cols": spec.cols}, plan.spec, plan):
                continue
            if spills(plan):
                return True
        return False
    while spill(max(cells, key=lambda c: c[1])[0]):
        cells = without_fastest(cells)
    # beside a Triton winner its CUDA twin comes in too (fill_h200.fastest): held to the same rule
    # (the ninety-first session's bf16 softmax_backward 1195, block's default, spilled 8 bytes); a
    # CUDA winner was checked above
    if max(cells, key=lambda c: c[1])[0].backend == "cuda":
        return cells
    while (cuda := [c for c in cells if c[0].backend == "cuda"]) and spill(best := max(cuda, key=lambda c: c[1])[0]):
        cells = [c for c in cells if c[0] != best]
    return cells


def enter(table: dict, op: str, dtype: str, cols: int, spec: KernelSpec, pct: float, copy_gbps: float) -> None:
    """fill_h200.add, and a line saying what came in."""
    add(table, op, dtype, cols, spec, pct, copy_gbps)
    print(f"{op:21} {dtype} {cols:7d} {pct:6.1f}: {spec.strategy} {spec.backend} {spec.tunables()}")


def enter_fastest(table: dict, op: str, dtype: str, cols: int, cells, copy_gbps: float, spills=()) -> list:
    """An entry at a width for the fastest of its timed cells [(spec, pct)] (fill_h200.fastest: and
    the fastest CUDA one beside a Triton one); where (op, dtype, cols) is in spills, the next fastest.
    Returns the cells entered, the fastest first."""
    if (op, dtype, cols) in spills:
        cells = without_fastest(cells)
    entered = fastest(cells)
    for spec, pct in entered:
        enter(table, op, dtype, cols, spec, pct, copy_gbps)
    return entered


# enter_means: widths an entry is built at beside its own, as factors of it (the seventy-sixth
# session's entries lie 0.3-3% apart; fp32 log_softmax 229185's stage 6 x 256, tied with stage 7
# there, spills 16 bytes from 229777)
AROUND = (0.99, 1.01)


def enter_means(table: dict, base: Path, rounds, only=lambda op, cols: True, served_only=False,
                replace=False, twins=False) -> None:
    """An entry at each width the rounds (try_matrix tables, ROUND.txt[:NAME][#DTYPE,...]: their
    `strategy=auto` ran baseline/NAME.json, or BASE; with #, those dtypes' tables alone, the rest a
    probe's lines, not picks) timed two kernels or more at and `only` takes, for the one with
    the highest mean over them that builds without spills (nvcc) there and 1% either side (with
    served_only, only where auto would serve it: nearest_entry and auto._carries; the seventy-sixth
    session's builders checked every such width).  With replace, every entry at such a width goes
    first, either backend's (fill_h200.add replaces its own backend's alone).  With twins (the
    ninetieth session's builder on): where a CUDA kernel comes in fastest, a backend "both" Triton
    entry there that the rounds timed slower goes (auto serves a width's Triton entry before its
    CUDA twin); and a width timed in one config alone whose entry was carried from another GPU
    (`timed_on`) takes that config at the figure it ran here."""
    timed = {}          # (op, dtype, cols): ({spec: [% of copy, a pass each]}, [copy GB/s])
    for arg in rounds:
        arg, _, dtypes = arg.partition("#")
        path, shipped = (arg.split(":") + [""])[:2]
        for op, dtype, cols, cells, copy in measured(open(path), ROOT / f"baseline/{shipped}.json" if shipped else base,
                                                     False):
            if dtypes and dtype not in dtypes.split(","):
                continue
            specs, copies = timed.setdefault((op, dtype, cols), ({}, []))
            for spec, pct in cells:
                specs.setdefault(spec, []).append(pct)
            copies.append(copy)
    # widths with auto's pick alone (every other config refused them) teach nothing
    entered = {key for key, (specs, _) in timed.items() if len(specs) > 1 and only(key[0], key[2])}
    if replace:
        for op, dtype, cols in entered:
            group = table[auto.table_group(op)]
            if dtype in group:
                group[dtype] = [e for e in group[dtype] if e["cols"] != cols]
    widths = {}         # (op, dtype): the widths of the table's entries once every width is entered
    for op, dtype, cols in entered:
        if (op, dtype) not in widths:
            widths[op, dtype] = {e["cols"] for e in auto.table_entries(table, op, dtype)[1]}
        widths[op, dtype].add(cols)
    for (op, dtype, cols), (specs, copies) in sorted(timed.items()):
        cells = [(spec, round(statistics.mean(pcts), 1)) for spec, pcts in specs.items()]
        if (op, dtype, cols) not in entered:
            if twins and len(cells) == 1 and only(op, cols) and _carried(table, op, dtype, cols):
                enter(table, op, dtype, cols, *cells[0], statistics.mean(copies))
            continue
        serves = functools.partial(nearest_entry, op, dtype, cols, sorted(widths[op, dtype])) if served_only else None
        best = enter_fastest(table, op, dtype, cols, spill_free(cells, AROUND, serves), statistics.mean(copies))[0]
        if twins and best[0].backend == "cuda":
            _drop_lost_triton_twin(table, op, dtype, cols, [spec for spec, _ in cells if spec.backend == "triton"])


def _carried(table: dict, op: str, dtype: str, cols: int) -> bool:
    """Whether the table's entry at cols was timed on another GPU (carried from its table)."""
    return any(e["cols"] == cols and e.get("timed_on") for e in auto.table_entries(table, op, dtype)[1])


def _drop_lost_triton_twin(table: dict, op: str, dtype: str, cols: int, timed) -> None:
    """The backend "both" Triton entry at cols goes where its kernel is among `timed` (Triton specs
    a round timed there, slower than the CUDA one that came in)."""
    group = table[auto.table_group(op)]
    lost = {(spec.strategy, tuple(sorted(spec.tunables().items()))) for spec in timed}
    group[dtype] = [e for e in group[dtype]
                    if (e["cols"], e["backend"]) != (cols, "triton") or e.get("backend_only")
                    or (e["strategy"], tuple(sorted(e["tunables"].items()))) not in lost]


def nearest_entry(op: str, dtype: str, cols: int, widths: list, width: int) -> bool:
    """Whether auto, among entries at `widths`, ranks the one at cols first for a row of `width`
    (auto._nearest_first: the nearest, those of the row's 16-byte alignment first among the about
    as near)."""
    spec = KernelSpec(op=op, strategy="auto", cols=width, dtype=dtype)
    return auto._nearest_first([{"cols": w} for w in widths], spec)[0]["cols"] == cols


def build_from_means(argv, drop: dict, added: str, keep=lambda entry: False, only=lambda op, cols: True,
                     served_only=False, twins=False) -> None:
    """A builder's main (BASE OUT ROUND.txt[:NAME]...): BASE's fp32 entries of each op in drop
    {op: (lo, hi)} at lo-hi (inclusive) go but those `keep` holds, enter_means enters the rounds'
    widths that `only` takes (served_only, twins: enter_means'), `added` is appended to the table's
    environment, and OUT is written."""
    base_path, out_path, *rounds = argv
    base = Path(base_path).resolve()
    table = json.loads(base.read_text())
    for op, (lo, hi) in drop.items():
        group = table[auto.table_group(op)]
        kept = [e for e in group["fp32"] if not lo <= e["cols"] <= hi or keep(e)]
        print(f"{op} fp32: {len(group['fp32']) - len(kept)} entries at {lo}-{hi} go")
        group["fp32"] = kept
    enter_means(table, base, rounds, only, served_only, twins=twins)
    table["environment"]["added"] += added
    save(table, out_path)


def measured(lines, base: Path, bound: bool):
    """[(op, dtype, cols, [(spec, pct)], copy GB/s or None)] of a round's output."""
    out, op, dtype, configs = [], None, None, {}
    for line in lines:
        if m := PICK.match(line):
            op_, dt, cols = m[1], m[2], int(m[3])
            out.append((op_, dt, cols, [(spec_of(m[6], op_, dt, cols), float(m[4])),
                                         (spec_of(m[7], op_, dt, cols), float(m[5]))], None))
        elif m := TITLE.match(line):
            op, dtype, configs = m[1], m[2], {}
        elif m := CONFIG.match(line):
            configs[int(m[1])] = tunables(m[2])
        elif (m := ROW.match(line)) and op:
            cols, cells = int(m[1]), []
            for i, cell in enumerate(m[2].split()):
                if cell == "-":
                    continue
                config = dict(configs[i])
                if config.get("strategy") == "auto":
                    table = ROOT / f"baseline/{config['table']}.json" if "table" in config else base
                    spec = served(table, op, dtype, cols, bound)
                else:
                    spec = KernelSpec(op=op, cols=cols, dtype=dtype, **config)
                cells.append((spec, float(cell)))
            out.append((op, dtype, cols, cells, float(m[3])))
    return out


if __name__ == "__main__":
    base_path, out_path, *rounds = sys.argv[1:]
    base = Path(base_path).resolve()
    table = json.loads(base.read_text())
    for arg in rounds:
        path, shipped, bound = (arg.split(":") + ["", ""])[:3]
        shipped_path = ROOT / f"baseline/{shipped}.json" if shipped else base
        for op, dtype, cols, cells, copy in measured(open(path), shipped_path, bound == "bound"):
            group = table[auto.table_group(op)]
            if group.get(dtype):
                group[dtype] = [e for e in group[dtype] if e["cols"] != cols]
            enter_fastest(table, op, dtype, cols, cells, copy or COPY_GBPS[dtype], SPILLS)
    table["alignment_bound"] = BOUND
    table["environment"]["added"] = (
        "alignment_bound (a Triton entry serves its own 16-byte alignment) and an entry at each width the "
        "seventy-second session's rounds b, d and f timed (scripts/add_h200_entries.py; notes entry 155)")
    save(table, out_path)
