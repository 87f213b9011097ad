"""The hundred-eighth session's H200 table changes (notes entry 191): widths models use (rounds a-b,
`scripts/hundredeighth_widths.txt`) where auto ran 94-96% of copy and another kernel led it by more
than a point in rounds c and d alike (medians of three, then of five).

- fp16 log_softmax 11008 / 11160: 11314's cluster entry (2 x stage 6) served 10920-11313 at 94-97;
  CUDA block 256 ran 98.0-100.9 at 10900-11160 (round d).  Entries at 11008 and 11160 serve
  10920-11236.
- 16384: fp16 / bf16 softmax take CUDA block 256 in place of cluster 2 x stage 1 (fp16 95.7 ->
  97.0, bf16 95.6 -> 97.0); fp16 log_softmax takes Triton smem beside it (96.3 -> 97.5; the
  cluster entry stays, for backend "cuda").
- 32768: bf16 softmax takes cluster 4 x stage 6 in place of stage 1 (95.5 -> 97.0).
- fp32 log_softmax 32768: cluster 256 x 8 stage 6 with the bulk store in place of 192 x 8 (96.0 ->
  97.4).
- bf16 log_softmax's last cluster stage 1 entries (16384, 30959, 32768) take stage 6: level at
  16384 / 32768 themselves, +1.6 to +4.8 at the aligned widths they serve (round f: 16200-16400,
  30700-32776; 31600 -0.5).  Round e had found stage 1 at 16384 / 32768 serving softmax's 16400 /
  32776 at 92.8 / 90.8.  (fp16 log_softmax 16384's stage 1 entry, the CUDA twin of its Triton smem
  entry, serves backend "cuda" only: untimed, left.)
- Round g (41 more widths models use, then the weak fp32 cells against cluster shapes and the
  register strategies): fp32 softmax / log_softmax 18432 take cluster 192 x 4 stage 6 with the bulk
  store (95.4 / 95.1 -> 98.3 / 96.9 in place of 18945's 256 x 4), fp32 log_softmax 6400 CUDA block
  512 (96.7 -> 99.8, in place of 6601's cluster 256 x 2); round h times them again with the widths
  they serve.

    cd scripts && python hundredeighth_entries.py ../softgen/tuning/h200.json \\
        ../docs/bench/hundredeighth-d-matrices.txt ../docs/bench/hundredeighth-f-matrices.txt \\
        ../docs/bench/hundredeighth-g-matrices.txt

on the table before them (`git show f5e95e09:softgen/tuning/h200.json`).
"""
import json
import sys

from hundredth_entries import cluster_entry, entries_from
from ninetyeighth_entries import figures, timed     # timed: a try_matrix table's column, {(op, dtype, cols): (pct, copy)}
from softgen.bench.tune import save     # the table as `softgen tune` writes it

# (op, dtype, cols): (strategy, backend, tunables, round d's column); where the width has an
# entry of that backend, in its place
ROUND_D = {
    ("log_softmax", "fp16", 11008): ("block", "cuda", {"block_size": 256}, 1),
    ("log_softmax", "fp16", 11160): ("block", "cuda", {"block_size": 256}, 1),
    ("softmax", "fp16", 16384): ("block", "cuda", {"block_size": 256}, 3),
    ("softmax", "bf16", 16384): ("block", "cuda", {"block_size": 256}, 3),
    ("log_softmax", "fp16", 16384): ("smem", "triton", {}, 4),
    ("softmax", "bf16", 32768): ("cluster", "cuda", {"cluster_size": 4, "stage": 6}, 1),
    ("log_softmax", "fp32", 32768): ("cluster", "cuda", {"block_size": 256, "cluster_size": 8, "stage": 6,
                                                         "bulk_store": 1}, 5),
}
# round g's weak fp32 cells: the same, from round g's tables
S192x4 = {"block_size": 192, "cluster_size": 4, "stage": 6, "bulk_store": 1}
ROUND_G = {
    ("softmax", "fp32", 18432): ("cluster", "cuda", S192x4, 3),
    ("log_softmax", "fp32", 18432): ("cluster", "cuda", S192x4, 3),
    ("log_softmax", "fp32", 6400): ("block", "cuda", {"block_size": 512}, 2),
}
# round f: bf16 log_softmax's stage 1 entries take stage 6 (column 1) at their cluster size
ROUND_F = {("log_softmax", "bf16", 16384): 2, ("log_softmax", "bf16", 30959): 4, ("log_softmax", "bf16", 32768): 4}


def main(path, round_d, round_f, round_g):
    table = json.load(open(path))
    for matrices, changes in ((round_d, ROUND_D), (round_g, ROUND_G)):
        entries_from(table, open(matrices).read().splitlines(), changes)
    stage_6 = timed(open(round_f).read().splitlines(), column=1)
    for (op, dtype, cols), cluster_size in sorted(ROUND_F.items()):
        entry = cluster_entry(table, op, dtype, cols)
        assert entry["tunables"] == {"cluster_size": cluster_size, "stage": 1}, entry
        pct, copy = stage_6[op, dtype, cols]
        print(f"swap {op} {dtype} {cols}: stage 1 {entry['pct_copy']} -> stage 6 {pct}")
        entry["tunables"] = {"cluster_size": cluster_size, "stage": 6}
        entry.update(figures(pct, copy))
    save(table, path)


if __name__ == "__main__":
    main(*sys.argv[1:])
