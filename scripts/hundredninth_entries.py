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
- Rounds d-f: round d found Triton online, where 8192's entry still served fp32 softmax, at 84.5
  past 8192 (8380, 8500) and 8192's CUDA twin, cluster 192 x 2, ahead of 256 x 2.  Round e timed
  fp32 softmax's aligned rows of 7876-8556 (25 widths) and log_softmax's of 8148-8240 against
  192 x 2 and Triton online: 192 x 2 96.7-101.6 at every width, online ahead at 8192 alone (99.5
  / 98.9 against 96.4 / 96.5; 84.7-91.6 at 8200-8212, 8260-8380, 8420, 8500, 8556).  Entries of
  the faster CUDA cluster shape at each width timed but 8192 (fp32 softmax: 256 x 2 under 8192,
  192 x 2 from 8176; round c's 8448 online dropped), and at 8188 / 8196 (round f: 100.3 / 100.0
  against online's 97.0 / 90.5), so 8192's online entry serves fp32 softmax's 8192 alone.
- Round d: fp32 softmax 2343's Triton block entry (vec 1, no row loop; 96.3%), which serves the
  odd rows of 2245-2477, ran 94.7-96.8 at 2247-2375 (the weak cells of round c's audit), where
  Triton smem ran 98.3-98.9 and CUDA block 98.2-98.7: Triton smem in its place (the same backend,
  so the same odd rows).

    cd scripts && python hundredninth_entries.py ../softgen/tuning/h200.json \\
        ../docs/bench/hundredninth-a-matrices.txt ../docs/bench/hundredninth-c-matrices.txt \\
        ../docs/bench/hundredninth-d-matrices.txt ../docs/bench/hundredninth-e-matrices.txt \\
        ../docs/bench/hundredninth-f-matrices.txt

on the table before them (`git show 48413b05:softgen/tuning/h200.json`).
"""
import json
import sys

from hundredth_entries import entries_from
from ninetyeighth_entries import TITLE
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

# round c: the CUDA kernel of column 1 (the odd neighbours') at the widths timed
S192x2 = {"block_size": 192, "cluster_size": 2, **BULK}
S256x2 = {"block_size": 256, "cluster_size": 2, **BULK}
ROUND_C = {
    **{("log_softmax", "fp32", cols): ("cluster", "cuda", S192x2, 1) for cols in (8024, 8100, 8300, 8448, 8556)},
    **{("softmax_backward", "bf16", cols): ("cluster", "cuda", {"cluster_size": 2}, 1) for cols in (8200, 8400, 8600)},
    # fp32 softmax's aligned rows under 8192: 256 x 2 (rounds c, d and f) ran 0.3-1.3 ahead of round
    # e's 192 x 2 at every width both timed (7876 101.7 / 101.4, 8000 99.7 / 98.5, 8160 97.9 / 96.8);
    # from 8196 192 x 2 ran 2.4-4.2 ahead (8196 100.0 / 96.2, 8401 100.0 / 96.2, 8500 100.0 / 97.1)
    **{("softmax", "fp32", cols): ("cluster", "cuda", S256x2, 1) for cols in (7876, 7936, 8000, 8100)},
}
# round d: 256 x 2 (column 2 of its first table: its fourth times other kernels at some of these
# widths), and Triton smem (its last table's column 4) in place of 2343's Triton block
ROUND_D_FIRST = {("softmax", "fp32", cols): ("cluster", "cuda", S256x2, 2) for cols in (7900, 7960, 8040, 8148, 8160)}
ROUND_D = {("softmax", "fp32", 2343): ("smem", "triton", {}, 4)}
# round e: cluster 192 x 2 (column 1) at every width timed from 8176 but 8192, where Triton online led
E_SOFTMAX = (8176, 8200, 8212, 8224, 8240, 8260, 8300, 8340, 8380, 8400, 8420, 8448, 8480, 8500, 8556)
ROUND_E = {**{("softmax", "fp32", cols): ("cluster", "cuda", S192x2, 1) for cols in E_SOFTMAX},
           **{("log_softmax", "fp32", cols): ("cluster", "cuda", S192x2, 1)
              for cols in (8148, 8160, 8176, 8200, 8212, 8224, 8240)}}
# round f (c0 192 x 2, c1 256 x 2): 8188 and 8196, which 8192's Triton online entry still served
ROUND_F = {("softmax", "fp32", 8188): ("cluster", "cuda", S256x2, 1),
           ("softmax", "fp32", 8196): ("cluster", "cuda", S192x2, 0)}


def first_table(lines):
    """The lines of a try_matrix output up to its second table's title."""
    titles = [i for i, line in enumerate(lines) if TITLE.match(line)]
    return lines[:titles[1]] if len(titles) > 1 else lines


def main(path, round_a, round_c, round_d, round_e, round_f):
    table = json.load(open(path))
    a, c, d, e, f = (open(matrices).read().splitlines() for matrices in (round_a, round_c, round_d, round_e, round_f))
    for lines, changes in ((a, ROUND_A), (c, ROUND_C), (first_table(d), ROUND_D_FIRST), (d, ROUND_D), (e, ROUND_E),
                           (f, ROUND_F)):
        entries_from(table, lines, changes)
    save(table, path)


if __name__ == "__main__":
    main(*sys.argv[1:])
