"""The hundred-twelfth session's H200 table change (notes entry 195): 17 CUDA entries (10 replaced,
7 new) where rounds a-j (`docs/bench/hundredtwelfth-*-matrices.txt`, allocating, medians of three
but round j) timed auto 5-12 points under another CUDA config at the widths an entry serves: rows
that are not a multiple of 16 bytes served by entries timed on aligned ones, and 16-byte rows a
few packs past a power of two, where the power of two's entry steps to another plan:

- fp16 log_softmax_backward 560 / 571 / 582 smem (98.3-101.7 at 540-596 off the 16-byte line):
  CUDA warp at its rule's shape, 106.6-108.1 at every width of 513-596.
- fp16 log_softmax_backward 512 smem (95.1-96.0 at 513 / 530): warp as well (round c timed it at
  512 itself against the table before).
- fp16 softmax_backward 1211 block 128 (98.7-99.9 at 1205-1213): block at its rule's threads,
  106.8-108.3 (56 registers, no spills; bf16's 1211, at 96 threads, spilled and took smem).
- fp16 log_softmax_backward 6862 smem 256 (93.7-99.3 at odd and unaligned rows of 6790-7001):
  cluster x 2, 103.3-105.7 at every width of 6701-7001; and a new cluster x 2 entry at 6701,
  where 6601's block entry ran 95.2 (block holds 106.9 at 6650's even rows); round c: a third at
  7801, where 8192's smem 256 entry ran 100.5-102.5 at 7601-8001's odd rows (cluster x 2
  105.3-106.3).
- bf16 log_softmax_backward 560 smem and 571 / 582 warp at 256 threads (97.7-104.5 at 545-596,
  round c): warp at its rule's shape, 105.1-106.7 (560's figure is 556's, the nearest timed).
- bf16 softmax: a new CUDA block 256 entry at 10248 (round d: 100.2-101.0 at 10248-10352's 16-byte
  rows, where 10240's cluster x 2 stage 6 entry ran 94.1-94.5; at 10120-10232 both run 100-101).
- fp32 backward: new entries at 32776 (round f: 32768's cluster x 16 stage 2 entry ran 91.0-95.1
  at 32776-32896's 16-byte rows): softmax_backward cluster x 12 stage 4 (96.5-101.8),
  log_softmax_backward x 16 stage 4 (97.3-102.0); and log_softmax_backward 8200 block 512 (8192's
  cluster x 4 entry 91.6-94.0 at 8200-8224, block 512 100.9-103.9).
- 16-bit log_softmax_backward: new cluster x 8 stage 4 entries at 65544 (round j, single runs:
  65536's entry, x 4 stage 1 with 64 KB of shared memory a block at 65536, ran 90.7-96.5 at
  65544-65720, where its slices pass 64 KB; x 8 stage 4 103.7-104.9).

    python scripts/hundredtwelfth_entries.py softgen/tuning/h200.json

on the table before it (`git show c7cb7002:softgen/tuning/h200.json`).
"""
import json
import sys

from hundredeleventh_entries import replace_entry
from hundredth_entries import add_entry
from softgen.bench.tune import save     # the table as `softgen tune` writes it

X2 = {"cluster_size": 2}
# (op, dtype, cols, strategy before or None for a new entry, strategy after, tunables after,
#  % of copy, copy GB/s)
CHANGED = [
    ("log_softmax_backward", "fp16", 512, "smem", "warp", {}, 107.0, 3774),
    ("log_softmax_backward", "fp16", 560, "smem", "warp", {}, 107.3, 3762),
    ("log_softmax_backward", "fp16", 571, "smem", "warp", {}, 107.2, 3758),
    ("log_softmax_backward", "fp16", 582, "smem", "warp", {}, 107.2, 3763),
    ("softmax_backward", "fp16", 1211, "block", "block", {}, 107.3, 3747),
    ("log_softmax_backward", "fp16", 6701, None, "cluster", X2, 103.3, 3761),
    ("log_softmax_backward", "fp16", 6862, "smem", "cluster", X2, 105.5, 3770),
    ("log_softmax_backward", "fp16", 7801, None, "cluster", X2, 105.4, 3767),
    ("log_softmax_backward", "bf16", 560, "smem", "warp", {}, 105.3, 3768),
    ("log_softmax_backward", "bf16", 571, "warp", "warp", {}, 106.3, 3767),
    ("log_softmax_backward", "bf16", 582, "warp", "warp", {}, 106.6, 3768),
    ("softmax", "bf16", 10248, None, "block", {"block_size": 256}, 100.8, 3849),
    ("softmax_backward", "fp32", 32776, None, "cluster", {"cluster_size": 12, "stage": 4}, 101.8, 4043),
    ("log_softmax_backward", "fp32", 32776, None, "cluster", {"cluster_size": 16, "stage": 4}, 102.0, 4054),
    ("log_softmax_backward", "fp32", 8200, None, "block", {"block_size": 512}, 103.9, 4050),
    ("log_softmax_backward", "bf16", 65544, None, "cluster", {"cluster_size": 8, "stage": 4}, 103.9, 3793),
    ("log_softmax_backward", "fp16", 65544, None, "cluster", {"cluster_size": 8, "stage": 4}, 103.7, 3777),
]


def main(path):
    table = json.load(open(path))
    for op, dtype, cols, before, after, tunables, pct, copy in CHANGED:
        if before is None:
            add_entry(table, op, dtype, cols, after, "cuda", pct, copy, tunables)
            print(f"{op} {dtype} {cols}: new {after} {tunables} {pct}")
        else:
            replace_entry(table, op, dtype, cols, before, after, tunables, pct, copy)
    save(table, path)

if __name__ == "__main__":
    main(*sys.argv[1:])
