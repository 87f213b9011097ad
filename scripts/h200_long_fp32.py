"""The H200 table of the seventy-third session (notes entry 156): the seventy-second's with the
fp32 softmax / log_softmax entries timed on the H100 at 140000-262143 dropped (block 256 x 16
with bulk_store, or 192: 88-94% of copy on the H200 where stage 6 x 16 at 192 or 256 threads
without it ran 95-99, round b) and an entry at each width rounds b and c timed, for its fastest
kernel (round c: its backward rows; its forward ones timed this table), then the same for rounds
d-g (clusters of 12: 16-bit forward 140000-150001 and backward 103525-140000, fp32 backward
188556-247491), whose `strategy=auto` ran the table of rounds b and c (baseline/h200-73c.json);
fp32 forward 88000-106000 keeps round e's entries only.  Then rounds h-j, whose `strategy=auto`
ran that table (baseline/h200-73g.json): round h's fresh widths, and 16-bit backward stage 4 x 16
at rows not a multiple of 16 bytes (rounds i-j: 102-105 where stage 1 x 16 served 85-95).  Round
m (its `strategy=auto` on baseline/h200-73j.json, the table before it): fp32 softmax_backward
248000-250731, where 247491's stage 4 x 12 carried into 228 bytes of spills from 248833 (68-70;
x 16 89-92).

    cd scripts && python h200_long_fp32.py ../baseline/h200-72f.json ../softgen/tuning/h200.json \\
        ../docs/bench/seventythird-b-matrices.txt \\
        ../docs/bench/seventythird-c-matrices.txt:softmax_backward,log_softmax_backward \\
        ../docs/bench/seventythird-d-matrices.txt::h200-73c ../docs/bench/seventythird-e-matrices.txt::h200-73c \\
        ../docs/bench/seventythird-f-matrices.txt::h200-73c ../docs/bench/seventythird-g-matrices.txt::h200-73c \\
        '../docs/bench/seventythird-h-*softmax*.txt::h200-73g' ../docs/bench/seventythird-i-matrices.txt::h200-73g \\
        ../docs/bench/seventythird-j-matrices.txt::h200-73g ../docs/bench/seventythird-m-matrices.txt::h200-73j

BASE is the table shipped before the session (`git show 9bbc508:softgen/tuning/h200.json`).  A
round ROUND.txt[:OPS[:SHIPPED]] (a glob: each file it matches) adds its rows of OPS only
(comma-separated; default all), its `strategy=auto` read as auto on baseline/SHIPPED.json (default BASE).
"""
import glob
import json
import sys
from pathlib import Path

from softgen import auto
from add_h200_entries import enter_fastest, measured
from fill_h200 import ROOT
from softgen.bench.tune import save     # the table as `softgen tune` writes it

# The H100's entries at these widths go (timed there, not here)
DROP_H100 = {("softmax", "fp32"): (140000, 262143), ("log_softmax", "fp32"): (140000, 262143)}
# Every entry here goes: fp32 forward 88000-106000 (the H100's bulk_store x 16 at 192 threads and
# the H200's at 192: 90-94 where the default x 16 ran 97-99, round e)
DROP_ALL = {("softmax", "fp32"): (88000, 106000), ("log_softmax", "fp32"): (88000, 106000)}
# ... and one of the H200's own: log_softmax_backward's cluster x 8 at 512 threads at 256747
# (87.9), between round c's 254352 and 258584, where stage 4 x 16 ran 94.2-94.3
DROP_WIDTHS = {("log_softmax_backward", "fp32", 256747)}
# Widths whose fastest kernels spill registers (tests/test_render.py holds the H200 table to none).
# SKIP: no entry (fp32 log_softmax 232000-245160, where every shape over 90 spills 16 bytes: x 16
# at its default or 256 threads, 91.6-93.6; 320-512 threads ran 84-90, round d).  SPILLS: the next
# fastest serves (clusters of 12 at 288 threads, 72 registers: 32-72 bytes, at 16-bit 206171 /
# 220000; at 256 threads bound to four blocks: 36 bytes, at 160000 and fp16 log_softmax 175000).
SKIP = {("log_softmax", "fp32", w) for w in (232000, 236000, 240000, 244000, 245160)} \
    | {("softmax_backward", "fp32", 248833)}    # x 12 there would serve 248834-249033, which spill (round m)
SPILLS = {(op, dt, w) for op in ("softmax", "log_softmax") for dt in ("bf16", "fp16")
          for w in (160000, 206171, 220000)} | {("log_softmax", "fp16", 175000)}


def drop(table: dict, op: str, dtype: str, keep) -> None:
    group = table[auto.table_group(op)]
    group[dtype] = [e for e in group[dtype] if keep(e)]


if __name__ == "__main__":
    base_path, out_path, *rounds = sys.argv[1:]
    base = Path(base_path).resolve()
    table = json.loads(base.read_text())
    for (op, dtype), (lo, hi) in DROP_H100.items():
        drop(table, op, dtype, lambda e: not (lo <= e["cols"] <= hi and "timed_on" in e))
    for (op, dtype), (lo, hi) in DROP_ALL.items():
        drop(table, op, dtype, lambda e: not lo <= e["cols"] <= hi)
    for op, dtype, cols in DROP_WIDTHS:
        drop(table, op, dtype, lambda e: e["cols"] != cols)
    for arg in rounds:
        pattern, ops, shipped = (arg.split(":") + ["", ""])[:3]
        shipped_path = ROOT / f"baseline/{shipped}.json" if shipped else base
        lines = [line for path in sorted(glob.glob(pattern)) for line in open(path)]
        for op, dtype, cols, cells, copy in measured(lines, shipped_path, False):
            if (not ops or op in ops.split(",")) and (op, dtype, cols) not in SKIP:
                enter_fastest(table, op, dtype, cols, cells, copy, SPILLS)
    table["environment"]["added"] += (
        "; the seventy-third session's: fp32 softmax / log_softmax 140000-262143 without the H100's "
        "entries, 88000-106000 without any, and rounds b-j's fastest kernels (clusters of 12 among "
        "them; scripts/h200_long_fp32.py; notes entry 156)")
    save(table, out_path)
