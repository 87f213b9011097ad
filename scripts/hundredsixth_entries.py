"""The hundred-sixth session's H200 table changes (notes entry 189).

- bf16 softmax, rows a multiple of 16 bytes at 888-952: the hundred-fifth session's CUDA block
  entries at 850-910 (rows not a multiple of 16 bytes) are the nearest entries there, and ran
  100.8-102.0% of copy where 872's Triton warp had run 101.4-103.5 (round a).  Triton entries
  hold to their alignment on the H200 (alignment_bound), so Triton warp entries at those widths
  serve those rows and no other.
- fp16 softmax_backward 520-536: Triton online, carried from 502 / 512, runs 85-89% of copy
  there (round a; 513-517 107-108), where Triton warp runs 105-108 and CUDA warp 101-107.  Triton
  warp takes entries there, each with its CUDA warp twin (the pick of calls for backend "cuda",
  which 512's CUDA block served at 91-92).

    cd scripts && python hundredsixth_entries.py ../softgen/tuning/h200.json \
        ../docs/bench/hundredsixth-a-matrices.txt

on the table before them (`git show b228282c:softgen/tuning/h200.json`).
"""
import json
import sys

from ninetyeighth_entries import figures, timed     # timed: a try_matrix table's column, {(op, dtype, cols): (pct, copy)}
from softgen.auto import table_group
from softgen.bench.tune import save     # the table as `softgen tune` writes it

# round a's columns: bf16 softmax's c1 is auto on the table before the hundred-fifth session's
# round h (872's Triton warp); fp16 softmax_backward's c7 Triton warp, c4 CUDA warp
ALIGNED_TRITON = {("softmax", "bf16", cols): 1 for cols in (888, 896, 912, 920, 936, 952)}
BACKWARD_WIDTHS = (520, 525, 528, 529, 535)
WARP_PAIRS = {("softmax_backward", "fp16", cols): (7, 4) for cols in BACKWARD_WIDTHS}


def add_entry(table, op, dtype, cols, strategy, backend, pct, copy, tunables=None):
    """An entry of `strategy` on `backend` at `cols`, where the table has none of that backend,
    with its figures; a width's CUDA entry stays ahead of its Triton one (tune.table_from's
    order), the list sorted by width."""
    entries = table[table_group(op)][dtype]
    assert not any(e["cols"] == cols and e["backend"] == backend for e in entries), (op, dtype, cols, backend)
    entries.append({"cols": cols, "strategy": strategy, "backend": backend, "tunables": dict(tunables or {}),
                    **figures(pct, copy)})
    entries.sort(key=lambda e: (e["cols"], e["backend"] != "cuda"))


def main(path, round_a):
    table = json.load(open(path))
    lines = open(round_a).read().splitlines()
    served = timed(lines, column=0)
    for (op, dtype, cols), column in sorted(ALIGNED_TRITON.items()):
        pct, copy = timed(lines, column=column)[op, dtype, cols]
        assert pct > served[op, dtype, cols][0], (op, dtype, cols)
        print(f"add {op} {dtype} {cols}: triton warp {pct} (auto {served[op, dtype, cols][0]})")
        add_entry(table, op, dtype, cols, "warp", "triton", pct, copy)
    for (op, dtype, cols), (triton_column, cuda_column) in sorted(WARP_PAIRS.items()):
        pct, copy = timed(lines, column=triton_column)[op, dtype, cols]
        twin, twin_copy = timed(lines, column=cuda_column)[op, dtype, cols]
        assert pct > served[op, dtype, cols][0] and twin > served[op, dtype, cols][0], (op, dtype, cols)
        print(f"add {op} {dtype} {cols}: triton warp {pct}, cuda warp {twin} (auto {served[op, dtype, cols][0]})")
        add_entry(table, op, dtype, cols, "warp", "cuda", twin, twin_copy)
        add_entry(table, op, dtype, cols, "warp", "triton", pct, copy)
    save(table, path)


if __name__ == "__main__":
    main(*sys.argv[1:])
