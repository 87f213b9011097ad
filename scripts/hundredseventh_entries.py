"""The hundred-seventh session's H200 table changes (notes entry 190).

- fp32 softmax 544 (a row of 136 groups of 16 bytes): 536's Triton warp entry serves it (Triton
  entries hold to their alignment on the H200) and ran 91.9% of copy there in round a, where CUDA
  block ran 100.5.  CUDA block takes an entry at 544 and serves 537-570 (548 / 552 too, where
  Triton warp ran 101.6 / 101.2 and block 99.4 / 99.8: a Triton warp entry at 548 would serve
  560 too, a multiple of 16 columns, as 528 and 544 are, where Triton warp ran 89.7 and 91.9).

    cd scripts && python hundredseventh_entries.py ../softgen/tuning/h200.json \\
        ../docs/bench/hundredseventh-a-matrices.txt

on the table before them (`git show b3edbf51:softgen/tuning/h200.json`).
"""
import json
import sys

from hundredth_entries import add_entry
from ninetyeighth_entries import timed     # timed: a try_matrix table's column, {(op, dtype, cols): (pct, copy)}
from softgen.bench.tune import save     # the table as `softgen tune` writes it

# (op, dtype, cols): (strategy, backend, round a's column); round a's last tables: c2 CUDA block
ROUND_A = {("softmax", "fp32", 544): ("block", "cuda", 2)}


def main(path, round_a):
    table = json.load(open(path))
    lines = open(round_a).read().splitlines()
    served = timed(lines, column=0)
    for (op, dtype, cols), (strategy, backend, column) in sorted(ROUND_A.items()):
        pct, copy = timed(lines, column=column)[op, dtype, cols]
        auto_pct = served[op, dtype, cols][0]
        print(f"add {op} {dtype} {cols}: {backend} {strategy} {pct} (auto {auto_pct})")
        add_entry(table, op, dtype, cols, strategy, backend, pct, copy)
    save(table, path)


if __name__ == "__main__":
    main(*sys.argv[1:])
