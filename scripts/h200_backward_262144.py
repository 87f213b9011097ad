"""The H200 table of the seventy-seventh session (notes entry 160): the seventy-sixth session's
with fp32 softmax_backward 230000-262144 and log_softmax_backward 235000-262144 on the kernels
that ran fastest there, mostly cluster backward stage 4 x 16.

- softmax_backward: at 256 threads, two blocks an SM (dy's slice of 64 elements a thread all in
  registers, y's in shared memory) it leads the x 16 stage 4 default (512 threads, 32 a thread)
  and x 8 stage 1 entries by up to 3.8 at 245191-261001 (rounds a-c); x 12 stage 4 leads at
  247491-248000 and falls to 68-70 past 250000.
- log_softmax_backward: 262144's entry (x 8 stage 1 at 512 threads, timed on the H100) ran 82-87
  at 260587-262144 where stage 4 x 16 runs 90.5-96.4 (rounds b-c).

The entries at DROP go (each re-timed in rounds a-c but softmax_backward 250731, whose neighbours
250000 / 250974 were); then each width rounds a-e timed at FROM and past (ONLY) gets the kernel with the
highest mean over the rounds' passes that builds without spills there and 1% either side where
auto would serve it (add_h200_entries.nearest_entry: x 12 stage 4 spills 228 bytes from 249500,
past 247491 / 248000's reach; stage 4 x 16 at 256 threads reads part of dy twice past 262144,
where auto does not carry it).

    git show c1d7441:softgen/tuning/h200.json > ../baseline/h200-77a.json
    cd scripts && python h200_backward_262144.py ../baseline/h200-77a.json ../softgen/tuning/h200.json \\
        ../docs/bench/seventyseventh-a-pass1.txt ../docs/bench/seventyseventh-a-pass2.txt \\
        ../docs/bench/seventyseventh-b-pass1.txt ../docs/bench/seventyseventh-b-pass2.txt \\
        ../docs/bench/seventyseventh-c-pass1.txt ../docs/bench/seventyseventh-c-pass2.txt \\
        ../docs/bench/seventyseventh-d-pass1.txt:h200-77c ../docs/bench/seventyseventh-d-pass2.txt:h200-77c \\
        ../docs/bench/seventyseventh-e-pass1.txt:h200-77d ../docs/bench/seventyseventh-e-pass2.txt:h200-77d

The `strategy=auto` of rounds a-c ran BASE (the seventy-sixth session's table); round d's ran
this script's output from rounds a-c (baseline/h200-77c.json, `git show da816ca:softgen/tuning/h200.json`)
beside BASE at fresh widths, and timed four kernels at fp32 softmax_backward 232025-242505, where
stage 8 x 16 at three blocks of 320 leads at 232025-234072 (93.8-96.1), x 12 stage 4 at 242479
(94.4) and stage 4 x 16 at two blocks of 256 at 240980 (92.2); the widths from 230000 that rounds
a and c timed get auto's pick of BASE there (it led).  Round e timed clusters of 12 at a blocks bound
on the table from rounds a-d (baseline/h200-77d.json, `git show b5dceb8:softgen/tuning/h200.json`):
16-bit forward stage 7 x 12 at five blocks of 192 leads at 220000 in both ops and dtypes (+1.3 to
+2.7; level or behind at 206171-262144 elsewhere), log_softmax_backward stage 8 x 12 at two blocks
of 448-512 at 250000-256589 (+0.7 to +2.0), softmax_backward stage 8 x 12 at two blocks of 576 at
235000 (93.2, where auto's 234072 entry ran 87.7: its three blocks no longer fit shared memory
there, which plan._stage8_shape now refuses); fp32 forward x 12 lost at every width.  Round f timed
this script's output from rounds a-e beside round e's table at fresh widths: the 16-bit forward's
x 12 entries lost 2.0-3.3 beside their widths (bf16 softmax 220036-228171, fp16 log_softmax
209298-224152), so the forward's widths are left out here (ONLY); the backward's held or gained
(log_softmax_backward 254351 93.7 -> 96.0).
"""
import sys

from add_h200_entries import build_from_means

DROP = {"softmax_backward": (249000, 262144), "log_softmax_backward": (259000, 262144)}
# ONLY: the widths entered, from these on; the forward's none (round f: round e's x 12 entries lost
# 2.0-3.3 at fresh 16-bit widths beside them, 220036-228171, 209298-224152)
FROM = {"softmax_backward": 230000, "log_softmax_backward": 235000}


def only(op: str, cols: int) -> bool:
    """Widths the rounds timed that this builder enters: the backward's long rows of FROM."""
    return op in FROM and cols >= FROM[op]


if __name__ == "__main__":
    build_from_means(sys.argv[1:], DROP, "; the seventy-seventh session's fp32 softmax_backward 230000-262144 / "
                     "log_softmax_backward 235000-262144, mostly on cluster backward stage 4 x 16 "
                     "(scripts/h200_backward_262144.py; notes entry 160)",
                     only=only, served_only=True)
