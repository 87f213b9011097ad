"""The ninety-first session's H200 table (notes entry 174): the session's first table (`git show
6f3829d:softgen/tuning/h200.json`) with an entry at each width rounds b-d timed, for the kernel
that ran fastest there and builds without spills (add_h200_entries.build_from_means, single
passes).  Round a timed auto at the 621 cells scripts/risky_widths.py flags on that table: 144
under 95, 89 of them at rows past 130000 where every shape timed runs 90-96.  Below: 16-bit forward
50000-80000 (93-95 on cluster x 16 stage 6 at 128 threads / x 8 stage 6, both ops), 16-bit
softmax 33667-38655 and 120000-128000, bf16 log_softmax 7366 (cluster x 2 stage 6, 93.5) and
29323, bf16 softmax_backward 1195.  Rounds b-c timed the configs of the entries at 98 or more
around them, then the winners across their bands at fresh widths 5% apart: cluster x 8 stage 7 at
128 threads, eight blocks an SM, ran 96.3-99.2 over 16-bit forward 49779-93865, where auto ran
93-99; block at 128 / 256 threads 99-101.5 over 16-bit log_softmax 6903-8242.  Round d re-timed
the 64 entries under 97 of 16-bit forward at 43000-131000 at their own widths beside those
shapes, so that their fastest kernel takes their place.  Round f (auto on that table,
baseline/h200-91d.json) left 16-bit log_softmax 50958-65646 at 94-95, whose entries round b had
timed without x 8 stage 7: round g timed it there (96.9-98.9).

    git show 6f3829d:softgen/tuning/h200.json > baseline/h200-91a.json
    cd scripts && B=../docs/bench/ninetyfirst
    python ninetyfirst_entries.py ../baseline/h200-91a.json ../baseline/h200-91d.json \\
        $B-b-matrices.txt:h200-91a $B-c-matrices.txt:h200-91a $B-d-matrices.txt:h200-91a
    python ninetyfirst_entries.py ../baseline/h200-91a.json ../softgen/tuning/h200.json \\
        $B-b-matrices.txt:h200-91a $B-c-matrices.txt:h200-91a $B-d-matrices.txt:h200-91a \\
        $B-g-matrices.txt:h200-91d
"""
import sys

from add_h200_entries import build_from_means

ADDED = ("; the ninety-first session's: an entry at each width its rounds b-d timed (16-bit forward "
         "25999-131000, among them the 64 entries under 97 at 43000-131000, 16-bit log_softmax "
         "6903-8242, fp32 softmax 128000, 16-bit softmax_backward 1195-1222) and round g's (16-bit "
         "log_softmax 50958-65646) for the fastest kernel there (scripts/ninetyfirst_entries.py; "
         "notes entry 174)")

if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    build_from_means(sys.argv[1:], {}, ADDED, twins=True)
