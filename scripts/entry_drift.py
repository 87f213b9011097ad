"""Entries that run short of their own tuning figure (notes entry 194: fp16 log_softmax 781's CUDA
block entry, 100.5% of copy when tuned, ran 91.7 later).  The H200's table (AUDIT_GPU=h100 in the
environment: the H100's).  No GPU needed.

    python scripts/entry_drift.py widths OP DTYPE LO HI
        the widths of the H200 table's entries that auto serves (not backend-only), LO <= cols <= HI,
        comma-separated: the width list for `python scripts/try_auto.py op=OP DTYPE WIDTHS`
    python scripts/entry_drift.py low POINTS [LO HI]
        entries POINTS or more under the median figure of the four served entries nearest them
        (two each side), every op and dtype, LO <= cols <= HI (default 128-262144): where a config
        may have drifted or never suited (rounds hundredeleventh b-c found nine such, 3-11 points
        under another config); the leads to time
    python scripts/entry_drift.py short POINTS FILE...
        from try_auto.py outputs (auto-OP.txt), each width POINTS or more under the figure of the
        entry that serves it on the present table (the one that served it in the run, where the
        table has not changed since), with that entry's config and figure (at an entry's own
        width: drift; elsewhere: the entry carrying badly)
"""
import os
import re
import statistics
import sys

from softgen.auto import table_entries
from softgen.generator.spec import OPS

os.environ.setdefault("AUDIT_GPU", "h200")      # audit_auto's table: the H200's unless asked
from audit_auto import ENTRY, TABLE, served     # noqa: E402  (a script beside this one)

# a try_auto.py line: dtype, width, % of copy, strategy, tunables, then the reason (ENTRY's width)
LINE = re.compile(r"^ (fp32|bf16|fp16) +(\d+) +([\d.]+)(?: <95)? +(\w+) (\S+) +\[")
HEADER = re.compile(r"^auto (\w+): ")


def served_entries(op, dtype):
    """The entries auto serves widths from (backend-only entries serve only a forced backend)."""
    return [e for e in table_entries(TABLE, op, dtype)[1] if not e.get("backend_only")]


def widths(op, dtype, lo, hi):
    return sorted({e["cols"] for e in served_entries(op, dtype) if lo <= e["cols"] <= hi})


def low(points, lo=128, hi=262144):
    """(op, dtype, entry, its median neighbour figure) for entries `points` under that median."""
    for op in OPS:
        for dtype in ("fp32", "bf16", "fp16"):
            entries = sorted(served_entries(op, dtype), key=lambda e: e["cols"])
            for i, e in enumerate(entries):
                near = entries[max(i - 2, 0):i] + entries[i + 1:i + 3]
                if lo <= e["cols"] <= hi and len(near) == 4:
                    median = statistics.median(n["pct_copy"] for n in near)
                    if e["pct_copy"] <= median - points:
                        yield op, dtype, e, median


def short(points, paths):
    """(op, dtype, cols, % measured, entry width, its strategy, backend and tunables, its figure)
    for each width `points` or more under its entry's figure."""
    for path in paths:
        op = None
        for line in open(path):
            header = HEADER.match(line)
            if header:
                op = header[1]
            found, entry = LINE.match(line), ENTRY.search(line)
            if not (found and entry and op):
                continue
            dtype, cols, pct, strategy, entry_cols = found[1], int(found[2]), float(found[3]), found[4], int(entry[1])
            # the entry auto serves the width from on this table (a CUDA and a Triton twin share a width)
            spec = served(op, dtype, cols).spec
            entries = [e for e in served_entries(op, dtype)
                       if (e["cols"], e["strategy"], e["backend"]) == (entry_cols, strategy, spec.backend)]
            if entries and entries[0]["pct_copy"] - pct >= points:
                e = entries[0]
                yield op, dtype, cols, pct, entry_cols, e["strategy"], e["backend"], e["tunables"], e["pct_copy"]


def main(args):
    if args[:1] == ["widths"] and len(args) == 5:
        op, dtype, lo, hi = args[1], args[2], int(args[3]), int(args[4])
        print(",".join(map(str, widths(op, dtype, lo, hi))))
    elif args[:1] == ["low"] and len(args) in (2, 4):
        for op, dtype, e, median in low(float(args[1]), *map(int, args[2:])):
            print(f"{op} {dtype} {e['cols']}: {e['backend']} {e['strategy']} {e['tunables']} {e['pct_copy']:.1f}, "
                  f"neighbours' median {median:.1f}")
    elif args[:1] == ["short"] and len(args) >= 3:
        for op, dtype, cols, pct, e, strategy, backend, tunables, figure in short(float(args[1]), args[2:]):
            print(f"{op} {dtype} {cols}: {pct:.1f}, entry {e} {backend} {strategy} {tunables} {figure:.1f}")
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
