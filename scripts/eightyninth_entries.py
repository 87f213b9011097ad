"""The eighty-ninth session's H200 table (notes entry 172): the session's first table (`git show
21f43c9:softgen/tuning/h200.json`) with an entry at each width rounds b-e, g and i timed, for the
kernel that ran fastest there and builds without spills (add_h200_entries.build_from_means, single
passes).  Round a's random widths found 16-bit forward 9403 (CUDA block's default, 94.6),
softmax_backward 25573 (x 4 at 256 threads, 89.7) and 59050, log_softmax_backward fp16 137169
(x 16 stage 1, 91.7) and 154 (warp 16 lanes a row, 94.4) under 95; rounds b-c timed the bands
and the table's own weak entries there: CUDA block at 256 threads runs 99-101 at 16-bit forward
8420-10538 (the default 95-97); cluster x 12 stage 4 (y's slice in shared memory, dy in
registers) 100-104 at 16-bit backward 59843-146147 (stage 1 94-98 at rows not a multiple of 16
bytes).  Each round's `strategy=auto` ran the table this script made from the rounds before it;
they rebuild as the final one does, the rounds before it given (the 89b / 89d / 89e / 89g builds
match those rounds' tables entry for entry):

    git show 21f43c9:softgen/tuning/h200.json > baseline/h200-89a.json
    cd scripts && B=../docs/bench/eightyninth
    python eightyninth_entries.py ../baseline/h200-89a.json ../baseline/h200-89b.json \\
        $B-b-matrices.txt:h200-89a $B-c-matrices.txt:h200-89a
    python eightyninth_entries.py ../baseline/h200-89a.json ../baseline/h200-89d.json ... \\
        $B-d-backward.txt:h200-89b $B-d-fp32.txt:h200-89b           # b, c, then these
    python eightyninth_entries.py ... ../baseline/h200-89e.json ... $B-e-matrices.txt:h200-89d
    python eightyninth_entries.py ... ../baseline/h200-89g.json ... $B-g-matrices.txt:h200-89e
    python eightyninth_entries.py ../baseline/h200-89a.json ../softgen/tuning/h200.json \\
        $B-b-matrices.txt:h200-89a $B-c-matrices.txt:h200-89a $B-d-backward.txt:h200-89b \\
        $B-d-fp32.txt:h200-89b $B-e-matrices.txt:h200-89d $B-g-matrices.txt:h200-89e \\
        $B-i-matrices.txt:h200-89g

Round d ran auto on the table from rounds b-c (baseline/h200-89b.json, this script's output from
them) against auto on the first at fresh widths: of its widths only 80000 (16-bit backward, where
x 12 stage 4 at 72698 took over from x 16 stage 1 and lost 3-4 points) and its fp32
log_softmax_backward probe (x 12 / x 16 stage 4 100-101 at 95196-99108 against x 16 stage 2's 95)
come in; the rest stay fresh.  Round e (its `strategy=auto` on baseline/h200-89d.json, this script's
output from rounds b-d) timed round d's weak fresh cells: 16-bit log_softmax_backward 66000-69000
(rows of 16-byte multiples took 65536's default shape, 88-90; x 12 stage 4 or x 8 102-106) and
16-bit softmax 10300-11000 (block at 256 threads 99-100, bf16's x 2 stage 6 from 10237 94-95).
Round g (`strategy=auto` on baseline/h200-89e.json, the output from rounds b-e) timed 16-bit
backward 76001-84143, where round f found 80000's x 16 stage 1 serving rows not a multiple of 16
bytes at 94.5-96 (x 16 / x 12 stage 4 102-104), and bf16 log_softmax 51800-53500 (95-96; x 8
stage 6 at 128 threads, eight blocks an SM, 97-99).  Round i (on baseline/h200-89g.json, the
output from rounds b-g) timed 16-bit softmax 10237-10275: bf16's x 2 stage 6 (10237's entry) takes
six packs a thread from 10248 and runs 94 there (five: 100-101.5); block at 256 threads 99.
"""
import sys

from add_h200_entries import build_from_means

# round d's fresh widths that stay without an entry (80000 and fp32 log_softmax_backward 95196-99108
# come in; 10380 / 67000, weak on either table, with round e's cells)
FRESH = {6420, 6750, 7300, 7777, 8300, 8555, 8777, 9277, 9590, 9911, 24400, 25200, 26100, 27300,
         28500, 58000, 60300, 64000, 70500, 95000, 110000, 128000, 140500, 152000, 165000,
         147, 152, 155, 159, 163}

ADDED = ("; the eighty-ninth session's: an entry at each width its rounds b-i timed (16-bit forward "
         "6368-11000, bf16 log_softmax 51800-53500, 16-bit backward 24800-262144 and 150-160, fp32 "
         "log_softmax_backward 95196-99108) for the fastest kernel there "
         "(scripts/eightyninth_entries.py; notes entry 172)")

if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    build_from_means(sys.argv[1:], {}, ADDED, only=lambda op, cols: cols not in FRESH)
