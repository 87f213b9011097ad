"""The hundred-fourth session's H200 table changes (notes entry 187).

- `band`: bf16 log_softmax's 192 x 5 entries (243944-262144) take 160 x 6, which since
  LaunchPlan.staged_sum_first (there with staged_write_last, spill-free) led them in round a
  (column c3 against auto's c0) at 13 of 14 widths, level at the 14th (257004), +0.4 to +2.4 at
  the six fresh widths; each takes round a's figure for it.
- `refresh` (round b): every entry whose kernel sums its staged packs first takes round b's figure
  for auto at its width (they were timed before staged_sum_first shipped).
- `challenge`: an entry takes the challenger where it led auto's kernel (column c0) by more than a
  point, with its figure; the others keep their kernel and take c0's figure.
  - round e: bf16's 128 x 8 and x 12 stage 7 entries from 147728 against 160 x 6 (with
    staged_sum_first, column c1);
  - round h: fp32 log_softmax_backward's entries under 95 from 249883 against x 12 stage 8 at
    448 x 2 (column c2; it led at 249883 only; x 8 at 512, c1, lost at all 15).

    cd scripts && python hundredfourth_entries.py ../softgen/tuning/h200.json \
        ../docs/bench/hundredfourth-a-logsoftmax192.txt ../docs/bench/hundredfourth-b-retime.txt \
        ../docs/bench/hundredfourth-e-band128.txt ../docs/bench/hundredfourth-h-backward32.txt

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
X12_STAGE8 = {"block_size": 448, "cluster_size": 12, "stage": 8, "blocks_per_sm": 2}


def band(table, round_a):
    lines = entries_tables(round_a, 1)        # round a's first table: the entries' widths
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


def challenge(table, lines, column, tunables):
    """Each entry timed in `lines` (a try_matrix table, auto in column 0) takes `tunables` with its
    figure where that (in `column`) led auto by more than a point, else auto's figure."""
    served, challengers = timed(lines, column=0), timed(lines, column=column)
    for (op, dtype, cols), (pct, copy) in sorted(served.items()):
        entry = cluster_entry(table, op, dtype, cols)
        challenger, challenger_copy = challengers[op, dtype, cols]
        if challenger > pct + 1:
            print(f"swap {op} {dtype} {cols}: {entry['tunables']} {entry['pct_copy']} ({pct}) -> {tunables} {challenger}")
            entry.update(tunables=dict(tunables), **figures(challenger, challenger_copy))
        else:
            print(f"keep {op} {dtype} {cols}: {entry['pct_copy']} -> {pct} (challenger {challenger})")
            entry.update(figures(pct, copy))


def entries_tables(path, count=2):
    """The lines of a round's first `count` try_matrix tables (the entries' widths; fresh ones follow)."""
    return [line for t in open(path).read().split("== rc")[:count] for line in t.splitlines()]


def main(path, round_a, round_b, round_e, round_h):
    table = json.load(open(path))
    band(table, round_a)
    refresh(table, round_b)
    challenge(table, entries_tables(round_e), 1, S160)
    challenge(table, entries_tables(round_h), 2, X12_STAGE8)
    save(table, path)


if __name__ == "__main__":
    main(*sys.argv[1:])
