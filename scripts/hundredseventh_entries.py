"""The hundred-seventh session's H200 table changes (notes entry 190).

- fp32 softmax 544 (a row of 136 groups of 16 bytes): 536's Triton warp entry serves it (Triton
  entries hold to their alignment on the H200) and ran 91.9% of copy there in round a, where CUDA
  block ran 100.5.  CUDA block takes an entry at 544 and serves 537-570 (548 / 552 too, where
  Triton warp ran 101.6 / 101.2 and block 99.4 / 99.8: a Triton warp entry at 548 would serve
  560 too, a multiple of 16 columns, as 528 and 544 are, where Triton warp ran 89.7 and 91.9).
- bf16 softmax_backward 3275-4245: auto, on Triton online (3611's and 4180's entries), ran 95.5-99.6
  there (rounds d and f), CUDA block 103.6-106.5, Triton block 103.7-106.8 up to 4096.  Each timed width
  takes the fastest kernel where auto ran under WEAK and it led by more than LEAD (round_d_entries),
  in place of the online entries at 3611 and 4180.

    cd scripts && python hundredseventh_entries.py ../softgen/tuning/h200.json \\
        ../docs/bench/hundredseventh-a-matrices.txt ../docs/bench/hundredseventh-d-matrices.txt \\
        ../docs/bench/hundredseventh-f-matrices.txt

on the table before them (`git show b3edbf51:softgen/tuning/h200.json`).
"""
import json
import sys

from hundredth_entries import entries_from, fastest_entries
from softgen.bench.tune import save     # the table as `softgen tune` writes it

# (op, dtype, cols): (strategy, backend, tunables, round a's column); round a's last tables: c2 CUDA block
ROUND_A = {("softmax", "fp32", 544): ("block", "cuda", {}, 2)}


# round d's columns after auto's (c0)
ROUND_D_KERNELS = [("block", "cuda"), ("warp", "cuda"), ("block", "triton"), ("warp", "triton"), ("online", "triton")]
WEAK, LEAD = 100, 1     # round d: a width where auto ran under WEAK takes the fastest kernel, if LEAD ahead


def round_d_entries(table, round_d):
    """Round d's (and f's) bf16 softmax_backward widths (3275-4245, on Triton online's 3611 / 4180
    entries) where auto ran under WEAK: the fastest kernel timed there, where it leads auto by more
    than LEAD points, as an entry; where the width has an entry (the one auto served), in its
    place."""
    fastest_entries(table, open(round_d).read().splitlines(), ROUND_D_KERNELS, WEAK, LEAD, replace=True)


def main(path, round_a, *rounds_d):
    """rounds_d: round d's table, then round f's."""
    table = json.load(open(path))
    for round_d in rounds_d:
        round_d_entries(table, round_d)
    entries_from(table, open(round_a).read().splitlines(), ROUND_A)
    save(table, path)


if __name__ == "__main__":
    main(*sys.argv[1:])
