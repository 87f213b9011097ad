"""The hundred-eleventh session's H200 table change (notes entry 194): nine CUDA entries whose
config rounds b-c (`docs/bench/hundredeleventh-b-matrices.txt`, `-c-matrices.txt`, medians of three,
allocating) timed 3-11 points under another CUDA config at their own width and their neighbours'.
Each keeps its width and backend and takes that config, with its figure from those rounds:

- fp32 log_softmax_backward 1563 block 512 (96.3; 1512-1552 94.5-96.6, torch 95.8-96.7 there) and
  1758 / 1802 smem 256 (99.5 / 100.8): smem at its rule's 128 threads, 102.1-105.3 from 1512 to 1802.
- fp16 log_softmax 640 / 781 / 856 / 872 block (100.1 / 91.7 / 97.4 / 97.7; 777-800 91-95):
  warp at 32 lanes x 128 threads, 100.1-102.2 (bf16's 781 entry).
- bf16 softmax_backward 1211 block 128 (95.3): smem, 105.2, as its neighbours' entries (block at its
  rule's 96 threads ran 106.4 but spills 8 bytes under ptxas; the table's kernels do not spill).
- fp16 log_softmax_backward 502 smem (95.3): block, 107.1.

    python scripts/hundredeleventh_entries.py softgen/tuning/h200.json

on the table before it (`git show 0cd463b8:softgen/tuning/h200.json`).
"""
import json
import sys

from ninetyeighth_entries import figures
from softgen.auto import table_group
from softgen.bench.tune import save     # the table as `softgen tune` writes it

WARP_32X4 = {"threads_per_row": 32, "block_size": 128}
# (op, dtype, cols, strategy before, strategy after, tunables after, % of copy, copy GB/s)
REPLACED = [
    ("log_softmax_backward", "fp32", 1563, "block", "smem", {}, 103.2, 4024),
    ("log_softmax_backward", "fp32", 1758, "smem", "smem", {}, 104.2, 4048),
    ("log_softmax_backward", "fp32", 1802, "smem", "smem", {}, 104.1, 4047),
    ("log_softmax", "fp16", 640, "block", "warp", WARP_32X4, 102.2, 3796),
    ("log_softmax", "fp16", 781, "block", "warp", WARP_32X4, 100.1, 3813),
    ("log_softmax", "fp16", 856, "block", "warp", WARP_32X4, 101.9, 3815),
    ("log_softmax", "fp16", 872, "block", "warp", WARP_32X4, 101.0, 3815),
    ("softmax_backward", "bf16", 1211, "block", "smem", {}, 105.2, 3753),
    ("log_softmax_backward", "fp16", 502, "smem", "block", {}, 107.1, 3755),
]


def replace_entry(table, op, dtype, cols, before, after, tunables, pct, copy):
    """The table's one CUDA `before` entry at `cols` takes `after` with `tunables` and its figures."""
    old = [e for e in table[table_group(op)][dtype] if (e["cols"], e["strategy"], e["backend"]) == (cols, before, "cuda")]
    assert len(old) == 1, f"{op} {dtype} {cols}: {len(old)} CUDA {before} entries"
    print(f"{op} {dtype} {cols}: {before} {old[0]['tunables']} {old[0]['pct_copy']} -> {after} {tunables} {pct}")
    old[0].update(strategy=after, tunables=dict(tunables), **figures(pct, copy))


def main(path):
    table = json.load(open(path))
    for change in REPLACED:
        replace_entry(table, *change)
    save(table, path)

if __name__ == "__main__":
    main(*sys.argv[1:])
