"""The H200 table of the seventy-sixth session (notes entry 159): h200_stage7_fp32.py's
with fp32 softmax_backward / log_softmax_backward at 180000-250000 on cluster backward stage 8 (y's
slice and dy's packs past the registers in shared memory, three blocks an SM) where it ran
fastest.  The entries at DROP that ran under 96% of copy there, or that the H100 timed, go (stage
4 x 12 / x 16 at 2 blocks an SM, 84-96; round g found log_softmax_backward 211976 / 213562 at 93
on entries of 95.0-95.3, where round e timed stage 8 at 98); then each width rounds f, i and j timed gets the kernel with the
highest mean over the rounds' passes that builds without spills.

    cd scripts && python h200_stage8.py ../baseline/h200-76c2.json ../softgen/tuning/h200.json \\
        ../docs/bench/seventysixth-f-pass1.txt:h200-76c ../docs/bench/seventysixth-f-pass2.txt:h200-76c \\
        ../docs/bench/seventysixth-i-pass1.txt:h200-76h ../docs/bench/seventysixth-i-pass2.txt:h200-76h \\
        ../docs/bench/seventysixth-j-pass1.txt:h200-76i ../docs/bench/seventysixth-j-pass2.txt:h200-76i

Round g timed the table this made from round f with the bar at 95 (baseline/h200-76f.json), round h
the one from round f (baseline/h200-76h.json), round i softmax_backward 215000-229981 on it (stage
4 x 12 leads at 217481-218916: 96-97 against stage 8's 93-94), round j 174000-185000 on the table
from rounds f and i (baseline/h200-76i.json): stage 2 x 16 runs 99.3-100.1 to 183500 in both ops
(log_softmax_backward's stage 4 93.4-95.5 there), then takes 1024 threads at 184350 and runs 73;
185000's entry (stage 8) keeps it from the widths past the midpoint.

BASE is h200_stage7_fp32.py's output (baseline/h200-76c2.json); round f's `strategy=auto` ran its
first output, baseline/h200-76c.json (`git show e4b40f3:softgen/tuning/h200.json`; the backward
groups of the two are the same).  Round e timed stage 8 under the packs rule before plan.STAGE8_PACKS (fewer
packs a thread): its cells are not these kernels' and do not count.
"""
import sys

from add_h200_entries import build_from_means

# widths (inclusive) whose weak fp32 entries go; those at 96 and over stay (x 12 stage 4 at
# 204343-215000 / 206960-245000, 96.6-100.8)
DROP = {"softmax_backward": (187000, 233000), "log_softmax_backward": (180000, 250000)}


def strong(entry: dict) -> bool:
    """An entry this builder keeps in DROP: timed on the H200 at 96% of copy or more."""
    return entry["pct_copy"] >= 96 and "timed_on" not in entry


if __name__ == "__main__":
    build_from_means(sys.argv[1:], DROP, "; the seventy-sixth session's fp32 softmax_backward / log_softmax_backward "
                     "180000-250000 on cluster backward stage 8 (scripts/h200_stage8.py; notes entry 159)", strong)
