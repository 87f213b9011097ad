"""The hundred-fourth session's H200 table changes (notes entry 187).

- `band`: bf16 log_softmax's 192 x 5 entries (243944-262144) take 160 x 6, which since
  LaunchPlan.staged_sum_first (there with staged_write_last, spill-free) led them in round a
  (column c3 against auto's c0) at 13 of 14 widths, level at the 14th (257004), +0.4 to +2.4 at
  the six fresh widths; each takes round a's figure for it.
- `refresh` (round b): every entry whose kernel sums its staged packs first takes round b's figure
  for auto at its width (they were timed before staged_sum_first shipped).
- `challenge` (round e): bf16's 128 x 8 and x 12 stage 7 entries from 147728 take 160 x 6 (with
  staged_sum_first) where it led auto's kernel by more than a point (round e's c1 against c0),
  with its figure; the others keep their kernel and take c0's figure.

    cd scripts && python hundredfourth_entries.py ../softgen/tuning/h200.json \
        ../docs/bench/hundredfourth-a-logsoftmax192.txt ../docs/bench/hundredfourth-b-retime.txt \
        ../docs/bench/hundredfourth-e-band128.txt

on the table before them (`git show b246ae26:softgen/tuning/h200.json`).
"""
import json
import sys

from hundredth_entries import cluster_entry
from ninetyeighth_entries import figures, timed     # timed: a try_matrix table's column, {(op, dtype, cols): (pct, copy)}
from softgen.bench.tune import save     # the table as `softgen tune` writes it
from softgen.generator.plan import make_plan
from softgen.generator.spec import KernelSpec

S160 = {"block_size": 160, "cluster_size": 16, "stage": 7, "blocks_per_sm": 6}
S192 = {"block_size": 192, "cluster_size": 16, "stage": 7, "blocks_per_sm": 5}


def band(table, round_a):
    lines = open(round_a).read().split("== rc")[0].splitlines()      # round a's first table: the entries' widths
    served, s160 = timed(lines, column=0), timed(lines, column=3)
    for (op, dtype, cols), (pct, copy) in sorted(s160.items()):
        entry = cluster_entry(table, op, dtype, cols)
        assert entry["tunables"] == S192 and pct >= served[op, dtype, cols][0], (cols, entry)
        print(f"band {op} {dtype} {cols}: 192 x 5 {entry['pct_copy']} -> 160 x 6 {pct}")
        entry.update(tunables=dict(S160), **figures(pct, copy))


def refresh(table, round_b):
    for (op, dtype, cols), (pct, copy) in sorted(timed(open(round_b), column=0).items()):
        entry = cluster_entry(table, op, dtype, cols)
        spec = KernelSpec(op=op, strategy="cluster", cols=cols, dtype=dtype, backend="cuda", **entry["tunables"])
        assert make_plan(spec).staged_sum_first, (op, dtype, cols)
        print(f"refresh {op} {dtype} {cols}: {entry['pct_copy']} -> {pct}")
        entry.update(figures(pct, copy))


def challenge(table, round_e):
    tables = open(round_e).read().split("== rc")[:2]        # the entries' widths (then fresh ones)
    lines = [line for t in tables for line in t.splitlines()]
    served, s160 = timed(lines, column=0), timed(lines, column=1)
    for (op, dtype, cols), (pct, copy) in sorted(served.items()):
        entry = cluster_entry(table, op, dtype, cols)
        assert entry["tunables"]["stage"] == 7 and entry["tunables"]["block_size"] in (128, 160), entry
        challenger, challenger_copy = s160[op, dtype, cols]
        if challenger > pct + 1:
            print(f"swap {op} {dtype} {cols}: {entry['tunables']} {entry['pct_copy']} ({pct}) -> 160 x 6 {challenger}")
            entry.update(tunables=dict(S160), **figures(challenger, challenger_copy))
        else:
            print(f"keep {op} {dtype} {cols}: {entry['pct_copy']} -> {pct} (160 x 6 {challenger})")
            entry.update(figures(pct, copy))


def main(path, round_a, round_b, round_e):
    table = json.load(open(path))
    band(table, round_a)
    refresh(table, round_b)
    challenge(table, round_e)
    save(table, path)


if __name__ == "__main__":
    main(*sys.argv[1:])
