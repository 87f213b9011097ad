"""The hundred-ninth session's H200 table changes (notes entry 192): entry 191's one-round leads,
timed again in round a (medians of five, `docs/bench/hundredninth-a-matrices.txt`).

- fp32 log_softmax 13824: cluster 192 x 4 stage 6 with the bulk store led 12909's 256 x 2 (which
  served 13500-14100) at every width timed, 13500 / 13824 / 14000 / 14100 +1.4 / +1.7 / +1.7 /
  +1.4 (round hundred-eighth g: +1.8 at 13824).
- fp32 softmax 53248: cluster 192 x 8 stage 6 with the bulk store (59843's shape) led 50000's
  256 x 4 at 52000 / 53248 / 54000 +0.5 / +0.4 / +1.4.
- fp32 log_softmax 6147: 5800's cluster 128 x 2 stage 6 with the bulk store led 6400's block 512,
  which took 6093-6147 in the hundred-eighth session, at 6093 / 6100 / 6147 +1.2 / +1.1 / +0.4.
- fp16 log_softmax 16384's CUDA twin (backend "cuda" only) takes stage 6 for stage 1 (96.4
  against 95.9), as bf16's did in the hundred-eighth session: no forward entry runs stage 1 now.
- Round c (medians of three, `docs/bench/hundredninth-c-matrices.txt`): 8192's Triton online
  entries served the aligned rows of fp32 softmax 7876-8556, fp32 log_softmax 8024-8556 and bf16
  softmax_backward 8112-8600 (entry 190's runs), where online led only at 8192 itself (and fp32
  softmax 8448): 84.8-98.4 against the odd neighbours' CUDA cluster kernels' 95.8-106.7.  Entries
  at each width timed there for the faster of the two.
- Round d: fp32 softmax 2343's Triton block entry (vec 1, no row loop; 96.3%), which serves the
  odd rows of 2245-2477, ran 94.7-96.8 at 2247-2375 (the weak cells of round c's audit), where
  Triton smem ran 98.3-98.9 and CUDA block 98.2-98.7: Triton smem in its place (the same backend,
  so the same odd rows).

    cd scripts && python hundredninth_entries.py ../softgen/tuning/h200.json \\
        ../docs/bench/hundredninth-a-matrices.txt ../docs/bench/hundredninth-c-matrices.txt \\
        ../docs/bench/hundredninth-d-matrices.txt

on the table before them (`git show 48413b05:softgen/tuning/h200.json`).
"""
import json
import sys

from hundredth_entries import entries_from
from softgen.bench.tune import save     # the table as `softgen tune` writes it

BULK = {"stage": 6, "bulk_store": 1}
# (op, dtype, cols): (strategy, backend, tunables, round a's column); in place of the width's
# entry of that backend
ROUND_A = {
    ("log_softmax", "fp32", 13824): ("cluster", "cuda", {"block_size": 192, "cluster_size": 4, **BULK}, 1),
    ("softmax", "fp32", 53248): ("cluster", "cuda", {"block_size": 192, "cluster_size": 8, **BULK}, 2),
    ("log_softmax", "fp32", 6147): ("cluster", "cuda", {"block_size": 128, "cluster_size": 2, **BULK}, 1),
    ("log_softmax", "fp16", 16384): ("cluster", "cuda", {"cluster_size": 2, "stage": 6}, 2),
}

# round c: (op, dtype) -> (the CUDA kernel of column 1, its widths; Triton online's, from column 0)
S256x2 = ("cluster", "cuda", {"block_size": 256, "cluster_size": 2, **BULK}, 1)
ROUND_C = {
    **{("softmax", "fp32", cols): S256x2 for cols in (7876, 7936, 8000, 8100, 8300, 8556)},
    ("softmax", "fp32", 8448): ("online", "triton", {}, 0),
    **{("log_softmax", "fp32", cols): ("cluster", "cuda", {"block_size": 192, "cluster_size": 2, **BULK}, 1)
       for cols in (8024, 8100, 8300, 8448, 8556)},
    **{("softmax_backward", "bf16", cols): ("cluster", "cuda", {"cluster_size": 2}, 1) for cols in (8200, 8400, 8600)},
}

# round d: Triton smem (its last table's column 4) in place of 2343's Triton block
ROUND_D = {("softmax", "fp32", 2343): ("smem", "triton", {}, 4)}


def main(path, round_a, round_c, round_d):
    table = json.load(open(path))
    for matrices, changes in ((round_a, ROUND_A), (round_c, ROUND_C), (round_d, ROUND_D)):
        entries_from(table, open(matrices).read().splitlines(), changes)
    save(table, path)


if __name__ == "__main__":
    main(*sys.argv[1:])
