"""What auto serves on the H100 at every width of a range, on one table against another: the
runs of widths whose kernel (strategy, backend, tunables) changed.  An entry serves more widths
than the band it was timed for (the nearest entry that carries a width serves it), so run this
after adding entries and time every run it lists (notes entry 134: a CUDA entry at fp32
log_softmax 512 would have served 257-259, which no band check had timed).

    python scripts/served_diff.py baseline/h100-before-55.json                 # against the shipped table
    python scripts/served_diff.py OLD.json NEW.json 128 4096 softmax,log_softmax
    BACKEND=cuda python scripts/served_diff.py OLD.json NEW.json 128 8000 softmax   # backend="cuda", small calls
    SUMMARY=1 python scripts/served_diff.py OLD.json NEW.json 180000 270000 softmax

SUMMARY=1 prints one line a change (op, dtype, kernel before -> after) in place of its runs: the
span from its first width to its last and how many runs it takes.  Where aligned and odd widths
are served apart (auto.SAME_WIDTH), one change breaks into thousands of one-width runs (9553 for
the sixty-fourth session's fp32 long rows); its span's edges are the widths to time.
"""
import dataclasses
import os
import pathlib
import sys
from importlib import resources

from audit_auto import served as choice_at
from softgen import auto
from softgen.generator.spec import TUNABLES

OPS = ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"]
DTYPES = ["fp32", "bf16", "fp16"]
SHIPPED = pathlib.Path(str(resources.files("softgen.tuning").joinpath(auto.SHIPPED[auto.H100])))


def served(table: pathlib.Path, ops, lo: int, hi: int, dtypes=DTYPES) -> dict:
    """{(op, dtype, cols): the served spec's strategy, backend and tunables} with auto reading
    `table` as the H100's tuned table (where it looks is redirected, as try_matrix's table=NAME)."""
    auto.tuned_table_path = lambda device_name: table
    auto.forget_tables()
    out = {}
    for op in ops:
        for dtype in dtypes:
            for cols in range(lo, hi + 1):
                fields = dataclasses.asdict(choice_at(op, dtype, cols, os.environ.get("BACKEND", "both")).spec)
                out[op, dtype, cols] = tuple((k, fields[k]) for k in ("strategy", "backend", *TUNABLES)
                                             if fields[k] is not None)
    return out


def describe(fields) -> str:
    return " ".join(f"{v}" if k in ("strategy", "backend") else f"{k}={v}" for k, v in fields)


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        sys.exit(__doc__)
    before = pathlib.Path(argv[0])
    after = pathlib.Path(argv[1]) if len(argv) > 1 and argv[1].endswith(".json") else None
    rest = argv[2:] if after else argv[1:]
    lo, hi = (int(rest[0]), int(rest[1])) if len(rest) >= 2 else (128, 4096)
    ops = rest[2].split(",") if len(rest) >= 3 else OPS
    for path in (before, after):
        if path and not path.exists():
            sys.exit(f"no table {path}")
    old, new = served(before.resolve(), ops, lo, hi), served((after or SHIPPED).resolve(), ops, lo, hi)
    runs = _runs(old, new)
    lines = summary(runs) if os.environ.get("SUMMARY") else [_line(*run) for run in runs]
    print("\n".join(lines + [f"{len(runs)} runs of widths changed ({lo}-{hi})"]))


def changed_runs(old: dict, new: dict) -> list[str]:
    """The runs of consecutive widths (one op and dtype) whose served kernel changed, one line each."""
    return [_line(*run) for run in _runs(old, new)]


def summary(runs: list) -> list[str]:
    """One line for each change (op, dtype, kernel before and after): its span and its runs."""
    spans = {}                                 # (op, dtype, old, new): [first, last, runs]
    for op, dtype, first, last, was, now in runs:
        span = spans.setdefault((op, dtype, was, now), [first, last, 0])
        span[1] = max(span[1], last)
        span[2] += 1
    return [f"{op} {dtype} {first}-{last} ({count} run{'s' if count > 1 else ''}): {describe(was)} -> {describe(now)}"
            for (op, dtype, was, now), (first, last, count) in spans.items()]


def _line(op, dtype, first, last, was, now) -> str:
    return f"{op} {dtype} {first}-{last}: {describe(was)} -> {describe(now)}"


def _runs(old: dict, new: dict) -> list:
    runs = []                                  # [op, dtype, first, last, old, new]
    for key in old:                            # insertion order: op, dtype, then width
        if old[key] == new[key]:
            continue
        op, dtype, cols = key
        last = runs[-1] if runs else None
        if last and last[:2] == [op, dtype] and last[3] == cols - 1 and last[4:] == [old[key], new[key]]:
            last[3] = cols
        else:
            runs.append([op, dtype, cols, cols, old[key], new[key]])
    return runs


if __name__ == "__main__":
    main(sys.argv[1:])
