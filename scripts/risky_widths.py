"""The widths where auto's pick is at risk on a tuning table (no GPU needed): the entry it serves
ran under BAR% of copy at its own width, was timed on another GPU, or its config gives a thread
another count of packs at the served width than at the entry's (a cluster slice's packs over the
block's threads, a row's over its threads), so the kernel timed is not the one served. The
eighty-ninth session's weak cells were such (notes entry 172): 24001's x 4 at 256 threads holds
three packs a thread, 25573 four (89.7% of copy); 65536's default stage 1 four, 66000-67000 five
(88-91); 10237's x 2 stage 6 five, 10250 six (94). Checked against that session's 374 cells
timed on the table at its start: it flags all 26 under 95 and 69 of the 348 at 95 or more (BAR
97; among round a's random widths alone 7 of 7 and 24 of 185). The rule was drawn from those
cells: the next random widths are its test. The ninetieth session's (notes entry 173, round a:
384 random cells, the flags written down before the run) put 9 of the 10 under 95 among the 47
it flags; the tenth, fp32 softmax 16448 at 91.5, took an entry carried from the H100's table,
which it flags since. The ninety-first's (entry 174, round a: auto at all 621 cells it flags on
that session's final table) found 144 under 95: 126 of 343 flagged for a weak entry alone (89 past
130000), 18 of 44 for both, none of the 234 flagged by the packs alone, whose bands the ninetieth
had entered. A list of where to time, not a verdict.

    python scripts/risky_widths.py [TABLE.json] [--bar PCT] [--steps N | --widths W] [--ops OP,...] [--dtypes DT,...]
        (default: the shipped H200 table, BAR 97, 100 widths a decade over 128-262144;
        --widths as try_auto.py takes them, e.g. random=9030:24:128:262143)
    python scripts/risky_widths.py TABLE.json --score docs/bench/ninetieth-a-auto-a-*.txt
        (the cells try_auto.py timed, split by the rule's flags on TABLE: the ninetieth session's test)
"""
import argparse
import dataclasses
import math
import re
from collections import Counter
from pathlib import Path

from audit_auto import entry_width
from explore import width_list

from softgen import auto
from softgen.auto import H200, choose
from softgen.errors import SoftgenError
from softgen.generator.plan import make_plan
from softgen.generator.spec import OPS, KernelSpec

TITLE = re.compile(r"auto (\w+): % of copy")                      # scripts/try_auto.py's tables
CELL = re.compile(r"\s*(fp32|bf16|fp16)\s+(\d+)\s+([\d.]+)")


def packs_a_thread(spec: KernelSpec) -> int:
    """Packs of the row (a cluster block: of its slice) the busiest thread loads."""
    plan = make_plan(spec)
    if plan.slice_packs:
        return math.ceil(plan.slice_packs / plan.block_size)
    return math.ceil(math.ceil(spec.cols / plan.vec) / (plan.threads_per_row or plan.block_size))


def log_widths(steps: int, lo: int = 128, hi: int = 262144) -> list[int]:
    """`steps` widths a decade, lo to hi, both ends in."""
    a, b = math.log10(lo), math.log10(hi)
    return sorted({round(10 ** (a + i / steps)) for i in range(int((b - a) * steps) + 1)} | {lo, hi})


def risky(device: str, widths, bar: float = 97, ops=OPS, dtypes=("fp32", "bf16", "fp16")):
    """(op, dtype, width, entry width, entry % of copy, served spec, why) where auto on device's
    table serves an entry under `bar`, one timed on another GPU, or its config with another count
    of packs a thread."""
    for op in ops:
        for dtype in dtypes:
            for cols in widths:
                choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype), device, (9, 0))
                entry_cols, pct = entry_width(choice), choice.expected_pct_copy     # the entry's own figure
                if entry_cols is None:
                    continue
                why = [f"entry {pct:g}% of copy"] if pct < bar else []
                if ", timed on " in choice.reason:     # carried from another GPU's table, not timed here
                    why.append("timed on another GPU")
                if entry_cols != cols:
                    try:
                        timed = packs_a_thread(dataclasses.replace(choice.spec, cols=entry_cols))
                    except SoftgenError:        # the config refuses its own entry's width: not ours to judge
                        timed = None
                    served = packs_a_thread(choice.spec)
                    if timed is not None and timed != served:
                        why.append(f"packs a thread {timed} -> {served}")
                if why:
                    yield op, dtype, cols, entry_cols, pct, choice.spec, "; ".join(why)


def timed_cells(paths) -> list[tuple[str, str, int, float]]:
    """(op, dtype, width, % of copy) of scripts/try_auto.py's tables."""
    cells = []
    for path in paths:
        op = None
        for line in Path(path).read_text().splitlines():
            if m := TITLE.match(line):
                op = m[1]
            elif (m := CELL.match(line)) and op:
                cells.append((op, m[1], int(m[2]), float(m[3])))
    return cells


def score(device: str, cells, bar: float = 97) -> dict:
    """How the rule's flags split timed cells: {(flagged, under): count} at 95 and `bar`."""
    split = Counter()
    for op, dtype, cols, pct in cells:
        flagged = any(risky(device, [cols], bar, (op,), (dtype,)))
        split[flagged, "all"] += 1
        for under in (95, bar):
            split[flagged, under] += pct < under
    return split


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("table", nargs="?", help="a tuning table (default: the shipped H200 table)")
    parser.add_argument("--bar", type=float, default=97, help="%% of copy under which an entry counts as weak")
    parser.add_argument("--steps", type=int, default=100, help="widths a decade")
    parser.add_argument("--widths", help="these widths instead (W1,W2,... or random=SEED:COUNT:LO:HI)")
    parser.add_argument("--ops", default=",".join(OPS))
    parser.add_argument("--dtypes", default="fp32,bf16,fp16")
    parser.add_argument("--score", nargs="+", metavar="TABLE.txt",
                        help="instead of listing, split the cells of these try_auto.py tables by the rule's flags")
    args = parser.parse_args(argv)
    device = H200
    if args.table:
        path = Path(args.table).resolve()
        auto.tuned_table_path = lambda name: path
        device = "table"
        auto.forget_tables()
    if args.score:
        split = score(device, timed_cells(args.score), args.bar)
        for flagged in (True, False):
            print(f"{'flagged' if flagged else 'not flagged'}: {split[flagged, 'all']} cells, "
                  f"{split[flagged, 95]} under 95, {split[flagged, args.bar]} under {args.bar:g}")
        return
    widths = width_list(args.widths) if args.widths else log_widths(args.steps)
    count = Counter()
    for op, dtype, cols, entry_cols, pct, spec, why in risky(device, widths, args.bar, args.ops.split(","),
                                                            args.dtypes.split(",")):
        count[op, dtype] += 1
        print(f"{op:21} {dtype} {cols:7d} from {entry_cols:7d}: {spec.strategy} {spec.backend} "
              f"{spec.tunables() or ''}  {why}")
    for (op, dtype), n in sorted(count.items()):
        print(f"== {op} {dtype}: {n} of {len(widths)} widths")


if __name__ == "__main__":
    main()
