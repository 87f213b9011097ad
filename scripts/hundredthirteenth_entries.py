"""The hundred-thirteenth session's H200 table change (notes entry 196): 9 new CUDA entries at
rows just past a power of two, where round a (`docs/bench/hundredthirteenth-a-*`: auto at the
rows `scripts/risky_widths.py` flags for "packs a thread", and at 16-bit log_softmax_backward
65541-65772) timed auto under 95, and rounds b and h-i (`docs/bench/hundredthirteenth-{b,h,i}-
matrices.txt`, allocating, single runs) timed another CUDA config 8-25 points over it:

- bf16 softmax_backward 1032: 1023's block 128 entry holds three packs a thread past 1024
  (87.8); smem 107.0 (at 1040-1056 auto ran 108 on other entries).
- bf16 log_softmax 2056: 2048's block 128 entry ran 94.7-95.9 at 2056-2104; block at its rule's
  threads 102.0-103.1.
- 16-bit softmax_backward 131080: 131072's cluster x 8 entry at 256 threads ran 92.6-94.4 at
  131080-131136 and 83 at 131200-131584; cluster x 16 stage 4 101.8-104.5.
- bf16 log_softmax_backward 262152: 262144's default cluster entry ran 75.1-76.1 at
  262152-262208 (past the sweep's 262144, but a width a user can ask for); cluster x 16 stage 4
  99.9-100.3, as fp16's entry at 262144.
- 16-bit backward 65663: 65148's cluster x 16 stage 1 entry served the odd rows of 65537-65819
  at 91.7-100.7 (rounds h-i); cluster x 8 stage 4, the 65544 entries' config, 103.4-104.8 at
  every odd row timed. The entry takes the odd rows of 65405-65535 from 65148's too (96.4-103.4
  -> 102.5-104.2, round j).

    python scripts/hundredthirteenth_entries.py softgen/tuning/h200.json

on the table before it (`git show 197a586a:softgen/tuning/h200.json`).
"""
import json
import sys

from hundredth_entries import add_entry
from softgen.bench.tune import save     # the table as `softgen tune` writes it

X16S4 = {"cluster_size": 16, "stage": 4}
X8S4 = {"cluster_size": 8, "stage": 4}
# (op, dtype, cols, strategy, tunables, % of copy, copy GB/s)
NEW = [
    ("softmax_backward", "bf16", 1032, "smem", {}, 107.0, 3743),
    ("log_softmax", "bf16", 2056, "block", {}, 102.0, 3789),
    ("softmax_backward", "bf16", 131080, "cluster", X16S4, 102.9, 3786),
    ("softmax_backward", "fp16", 131080, "cluster", X16S4, 103.8, 3773),
    ("log_softmax_backward", "bf16", 262152, "cluster", X16S4, 99.9, 3788),
    ("softmax_backward", "bf16", 65663, "cluster", X8S4, 103.7, 3775),
    ("softmax_backward", "fp16", 65663, "cluster", X8S4, 104.0, 3791),
    ("log_softmax_backward", "bf16", 65663, "cluster", X8S4, 104.1, 3777),
    ("log_softmax_backward", "fp16", 65663, "cluster", X8S4, 103.9, 3789),
]


def main(path):
    table = json.load(open(path))
    for op, dtype, cols, strategy, tunables, pct, copy in NEW:
        add_entry(table, op, dtype, cols, strategy, "cuda", pct, copy, tunables)
        print(f"{op} {dtype} {cols}: new {strategy} {tunables} {pct}")
    save(table, path)

if __name__ == "__main__":
    main(*sys.argv[1:])
