"""The hundred-first session's H200 table changes (notes entry 184): bf16 log_softmax's cluster x 16
stage 7 at 160 x 6, spill-free since it writes its staged packs last (LaunchPlan.staged_write_last),
takes the band where round a's first table (docs/bench/hundredfirst-a-entries.txt) has it ahead.

- `swap`: the table's bf16 log_softmax entries at 213539-240000 (128 x 8 or 192 x 5 before) take
  160 x 6 (column c1) with its figure there: it led auto's kernel (c0) by 0.3-1.5 at each, and at
  every fresh width between them by 1.2-3.6.
- `add`: those fresh widths (seed 1011; 216631-238000) get an entry of their own at 160 x 6.
  Past 240000 (243944-262144) 160 x 6 ran level or under the entries' kernels: they stay.

    python scripts/hundredfirst_entries.py softgen/tuning/h200.json docs/bench/hundredfirst-a-entries.txt

on the table before them (`git show 4d6ba3db:softgen/tuning/h200.json`).
"""
import json
import sys

from hundredth_entries import SHAPES, add_cluster_entry, cluster_entry
from ninetyeighth_entries import figures, timed     # timed: a try_matrix table's column, {(op, dtype, cols): (pct, copy)}
from softgen.bench.tune import save     # the table as `softgen tune` writes it

SHAPE = SHAPES[1]       # cluster x 16 stage 7 at 160 x 6
SWAPS = (213539, 220000, 229524, 232354, 240000)
ADDS = (216631, 221620, 224000, 229046, 232144, 236000, 238000)


def main(path, round_a):
    table = json.load(open(path))
    first = open(round_a).read().split("== rc")[0].splitlines()     # the file's first table: the shapes
    c0, c1 = timed(first, column=0), timed(first, column=1)
    for cols in SWAPS:
        entry = cluster_entry(table, "log_softmax", "bf16", cols)
        pct, copy = c1["log_softmax", "bf16", cols]
        assert pct > c0["log_softmax", "bf16", cols][0], cols
        print(f"swap {cols}: {entry['tunables']} {entry['pct_copy']} -> 160 x 6 {pct}")
        entry.update(tunables=dict(SHAPE), **figures(pct, copy))
    for cols in ADDS:
        pct, copy = c1["log_softmax", "bf16", cols]
        assert pct > c0["log_softmax", "bf16", cols][0], cols
        print(f"add {cols}: 160 x 6 {pct}")
        add_cluster_entry(table, "log_softmax", "bf16", cols, SHAPE, pct, copy)
    save(table, path)


if __name__ == "__main__":
    main(*sys.argv[1:])
