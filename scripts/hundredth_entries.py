"""The hundredth session's H200 table changes (notes entry 183), after the stagger
(LaunchPlan.stagger_step_ns) sped up the 160 x 6 and 192 x 5 cluster kernels.

- `refresh`: each 16-bit cluster entry from 133565 whose kernel takes the stagger gets round f's
  column c0 (auto, the entry's kernel at its own width) as its figure; they were timed without it.
- `swap`: at the widths where round f's challenger (c1: 160 x 6, c2: 192 x 5, cluster x 16 stage
  7) led the entry's kernel by more than a point and round g's band confirmed it (the challenger
  level or ahead from the midpoint to each neighbour, c1 there), the entry takes the challenger,
  with round g's figure at its width, where the challenger compiles without spills; bf16
  log_softmax 240000 takes 192 x 5 from round i (160 x 6 spills there).

    cd scripts && python hundredth_entries.py ../softgen/tuning/h200.json ../docs/bench/hundredth-f-shapes.txt \
        ../docs/bench/hundredth-g-entries.txt ../docs/bench/hundredth-i-entries.txt

on the table before them (`git show 7adb9dcc:softgen/tuning/h200.json`).
"""
import json
import sys

from ninetyeighth_entries import figures, timed     # timed: a try_matrix table's column, {(op, dtype, cols): (pct, copy)}
from softgen.auto import table_group
from softgen.generator.plan import make_plan
from softgen.generator.spec import KernelSpec
from softgen.bench.tune import save     # the table as `softgen tune` writes it

SHAPES = {1: {"block_size": 160, "cluster_size": 16, "stage": 7, "blocks_per_sm": 6},
          2: {"block_size": 192, "cluster_size": 16, "stage": 7, "blocks_per_sm": 5}}
# (op, dtype, cols): round f's column that leads there (round g: the band's)
# (bf16 log_softmax 213539, 220000 and 240000 led at 160 x 6 too, +0.4 to +6.5 over their bands, but
# that kernel spills 4 bytes under nvcc in bf16 log_softmax: not entered; round i timed 192 x 5 there
# instead, and 240000 takes it: ROUND_I)
SWAPS = {("softmax", "fp16", 206171): 1, ("log_softmax", "bf16", 251787): 2, ("log_softmax", "bf16", 261000): 2}
ROUND_I = {("log_softmax", "bf16", 240000): 2}      # round i's column c1 (192 x 5): 236000-241500 +5.0 to -1.4


def cluster_entry(table, op, dtype, cols):
    """The table's cluster entry at exactly `cols` (a width may also hold an online one)."""
    found = [e for e in table[table_group(op)][dtype] if e["cols"] == cols and e["strategy"] == "cluster"]
    assert len(found) == 1, (op, dtype, cols, found)
    return found[0]


def add_cluster_entry(table, op, dtype, cols, tunables, pct, copy, strategy="cluster"):
    """A CUDA entry of `strategy` (default cluster) and `tunables` at `cols`, where the table has
    none, with its figures (add_entry)."""
    assert not any(e["cols"] == cols for e in table[table_group(op)][dtype]), (op, dtype, cols)
    add_entry(table, op, dtype, cols, strategy, "cuda", pct, copy, tunables)


def add_entry(table, op, dtype, cols, strategy, backend, pct, copy, tunables=None):
    """An entry of `strategy` on `backend` at `cols`, where the table has none of that backend,
    with its figures, inserted where it sorts by width: a CUDA entry ahead of a Triton one at its
    width (tune.table_from's order), the other entries left in their order."""
    entries = table[table_group(op)][dtype]
    assert not any(e["cols"] == cols and e["backend"] == backend for e in entries), (op, dtype, cols, backend)
    at = next((i for i, e in enumerate(entries) if e["cols"] > cols or (e["cols"] == cols and backend == "cuda")),
              len(entries))
    entries.insert(at, {"cols": cols, "strategy": strategy, "backend": backend, "tunables": dict(tunables or {}),
                        **figures(pct, copy)})


def entries_from(table, lines, changes):
    """`changes`' kernels ({(op, dtype, cols): (strategy, backend, tunables, column)}) as entries,
    their figures from that column of the try_matrix tables `lines`; where the width has an entry
    of that backend, in its place."""
    served = timed(lines, column=0)
    columns = {column: timed(lines, column=column) for *_, column in changes.values()}
    for (op, dtype, cols), (strategy, backend, tunables, column) in sorted(changes.items()):
        pct, copy = columns[column][op, dtype, cols]
        entries = table[table_group(op)][dtype]
        for old in [e for e in entries if e["cols"] == cols and e["backend"] == backend]:
            print(f"drop {op} {dtype} {cols}: {backend} {old['strategy']} {old['tunables']} {old['pct_copy']}")
            entries.remove(old)
        print(f"add {op} {dtype} {cols}: {backend} {strategy} {tunables} {pct} (auto {served[op, dtype, cols][0]})")
        add_entry(table, op, dtype, cols, strategy, backend, pct, copy, tunables)


def fastest_entries(table, lines, kernels, weak, lead, ops=None, replace=False):
    """Entries from a try_matrix table whose column c0 is auto and c1... are `kernels` ((strategy,
    backend) each): at each width where auto ran under `weak` (of `ops`' (op, dtype) pairs, if
    given), the fastest kernel timed there, where it leads auto by more than `lead` points.  Where
    the width has an entry of that kernel's backend, it is told and left; with `replace`, every
    entry at the width is dropped first (the one auto served there among them)."""
    served = timed(lines, column=0)
    columns = [timed(lines, column=c) for c in range(1, len(kernels) + 1)]
    for (op, dtype, cols), (auto_pct, _) in sorted(served.items()):
        if (ops is not None and (op, dtype) not in ops) or auto_pct >= weak:
            continue
        pct, copy, (strategy, backend) = max((c[op, dtype, cols] + (k,) for c, k in zip(columns, kernels)
                                              if (op, dtype, cols) in c), key=lambda t: t[0])
        if pct <= auto_pct + lead:
            continue
        entries = table[table_group(op)][dtype]
        if replace:
            for old in [e for e in entries if e["cols"] == cols]:
                print(f"drop {op} {dtype} {cols}: {old['backend']} {old['strategy']} {old['pct_copy']}")
                entries.remove(old)
        elif any(e["cols"] == cols and e["backend"] == backend for e in entries):
            print(f"skip {op} {dtype} {cols}: {backend} {strategy} {pct} (auto {auto_pct}): the width has a {backend} entry")
            continue
        print(f"add {op} {dtype} {cols}: {backend} {strategy} {pct} (auto {auto_pct})")
        add_entry(table, op, dtype, cols, strategy, backend, pct, copy)


def main(path, round_f, round_g, round_i):
    table = json.load(open(path))
    served = timed(open(round_f), column=0)
    for (op, dtype, cols), (pct, copy) in sorted(served.items()):
        entry = cluster_entry(table, op, dtype, cols)
        spec = KernelSpec(op=op, strategy="cluster", cols=cols, dtype=dtype, backend="cuda", **entry["tunables"])
        if make_plan(spec).stagger_step_ns and (op, dtype, cols) not in SWAPS:
            print(f"refresh {op} {dtype} {cols}: {entry['pct_copy']} -> {pct}")
            entry.update(figures(pct, copy))
    for matrix, swaps in ((round_g, SWAPS), (round_i, ROUND_I)):
        swap(table, timed(open(matrix), column=1), swaps)
    save(table, path)


def swap(table, confirmed, swaps):
    """Each of `swaps`' entries takes its SHAPES kernel and the figure `confirmed` gives it."""
    for (op, dtype, cols), column in swaps.items():
        entry = cluster_entry(table, op, dtype, cols)
        pct, copy = confirmed[op, dtype, cols]
        print(f"swap {op} {dtype} {cols}: {entry['tunables']} {entry['pct_copy']} -> {SHAPES[column]} {pct}")
        entry["tunables"] = dict(SHAPES[column])
        entry.update(figures(pct, copy))


if __name__ == "__main__":
    main(*sys.argv[1:])
