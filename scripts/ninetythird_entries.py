"""The ninety-third session's H200 table (notes entry 176): the session's first table (`git show
e0c842e:softgen/tuning/h200.json`) with an entry at each bf16 width round d timed, for the kernel
that ran fastest there (medians of three) and builds without spills
(add_h200_entries.build_from_means; fp32 log_softmax 178000-185000 was timed but not entered: its
fastest kernel without spills there is auto's own pick).
Round c (auto at 288 fresh cells) left four under 95, three at 16-bit forward 162499-181813; round
b's weakest pick was bf16 log_softmax 256886 (87.4), served by the stage 6 entry at 261744. Round d
timed bf16 log_softmax 155000-170000 and 250000-259500, bf16 softmax 158000-170000 and fp32
log_softmax 178000-185000 against the table's long-row shapes: cluster x 16 stage 7 at eight
blocks of 128 ran 95.3-96.3 at bf16 log_softmax 162499 / 166389 (auto 93.5), and x 16 stage 7 at
six of 160 / five of 192 or eight of 128 ran 93.3-94.4 at 250000-259500 (auto 87.7-90.3).

    git show e0c842e:softgen/tuning/h200.json > baseline/h200-93a.json
    cd scripts && python ninetythird_entries.py ../baseline/h200-93a.json ../softgen/tuning/h200.json \\
        "../docs/bench/ninetythird-d-matrices.txt:h200-93a#bf16"
"""
import sys

from add_h200_entries import build_from_means

ADDED = ("; the ninety-third session's: an entry at each width its round d timed (bf16 log_softmax "
         "155000-170000 and 250000-259500, bf16 softmax 158000-170000) for the fastest kernel there, medians of three (scripts/ninetythird_entries.py; notes entry 176)")

if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    build_from_means(sys.argv[1:], {}, ADDED, twins=True)
