"""The H200 table of the seventy-third session (notes entry 156): the seventy-second's with the
fp32 softmax / log_softmax entries timed on the H100 at 140000-262143 dropped (block 256 x 16
with bulk_store, or 192: 88-94% of copy on the H200 where stage 6 x 16 at 192 or 256 threads
without it ran 95-99, round b) and an entry at each width rounds b and c timed, for its
fastest kernel (round c: its backward rows; its forward ones timed this table).

    cd scripts && python h200_long_fp32.py ../baseline/h200-72f.json ../softgen/tuning/h200.json \
        ../docs/bench/seventythird-b-matrices.txt \
        ../docs/bench/seventythird-c-matrices.txt:softmax_backward,log_softmax_backward

A round ROUND.txt[:OPS] adds its rows of OPS only (comma-separated; default all).

BASE is the table shipped before the session (`git show 9bbc508:softgen/tuning/h200.json`); a
round's `strategy=auto` is auto on it.
"""
import json
import sys
from pathlib import Path

from softgen import auto
from add_h200_entries import measured
from fill_h200 import add, fastest

# and one of the H200's own: log_softmax_backward's cluster x 8 at 512 threads at 256747 (87.9), between
# round c's 254352 and 258584, where stage 4 x 16 ran 94.2-94.3
DROP_WIDTHS = {("log_softmax_backward", "fp32", 256747)}
# Widths whose two fastest kernels spill registers (tests/test_render.py holds the H200 table to
# none): fp32 log_softmax 240000 x 16 at 256 threads (91.8) and its default (91.4); no entry
SKIP = {("log_softmax", "fp32", 240000)}
DROP = {("softmax", "fp32"): (140000, 262143), ("log_softmax", "fp32"): (140000, 262143)}

if __name__ == "__main__":
    base_path, out_path, *rounds = sys.argv[1:]
    base = Path(base_path).resolve()
    table = json.loads(base.read_text())
    for (op, dtype), (lo, hi) in DROP.items():
        group = table[auto.table_group(op)]
        group[dtype] = [e for e in group[dtype] if not (lo <= e["cols"] <= hi and "timed_on" in e)]
    for op, dtype, cols in DROP_WIDTHS:
        group = table[auto.table_group(op)]
        group[dtype] = [e for e in group[dtype] if e["cols"] != cols]
    for arg in rounds:
        path, ops = (arg.split(":") + [""])[:2]
        for op, dtype, cols, cells, copy in measured(open(path), base, False):
            if ops and op not in ops.split(",") or (op, dtype, cols) in SKIP:
                continue
            for spec, pct in fastest(cells):
                add(table, op, dtype, cols, spec, pct, copy)
                print(f"{op:21} {dtype} {cols:7d} {pct:6.1f}: {spec.strategy} {spec.backend} {spec.tunables()}")
    table["environment"]["added"] += (
        "; the seventy-third session's: fp32 softmax / log_softmax 140000-262143 without the H100's "
        "entries, and rounds b and c's fastest kernels (scripts/h200_long_fp32.py; notes entry 156)")
    Path(out_path).write_text(json.dumps(table, indent=1) + "\n")
