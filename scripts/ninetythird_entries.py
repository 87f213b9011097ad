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
Round e timed auto on that table (baseline/h200-93d.json) against the first at fresh widths in
those bands, and the stage 7 shapes at 243944-262143: its widths are entered too, and the stage 6
entry at 261744 goes (DROPPED, where round e's output is given).  Round h (on round e's table,
baseline/h200-93e.json) timed round g's weakest cells past 130000 against the shapes beside them:
16-bit forward 204947-256498 (x 16 stage 7 at six blocks of 160 ran 94.0 at bf16 softmax 232354,
where the x 12 entry at 240000 ran 89.0) and 16-bit backward 143000-143384, where the aligned
entry at 143384 (x 16 stage 1 at 288 threads) ran 93.1-93.9 at unaligned rows and x 16 / x 12
stage 4 101.8-103.8 at every row.  The commands build round d's table, round e's, and the final.

    git show e0c842e:softgen/tuning/h200.json > baseline/h200-93a.json
    cd scripts && python ninetythird_entries.py ../baseline/h200-93a.json ../baseline/h200-93d.json \\
        "../docs/bench/ninetythird-d-matrices.txt:h200-93a#bf16"
    cd scripts && python ninetythird_entries.py ../baseline/h200-93a.json ../baseline/h200-93e.json \\
        "../docs/bench/ninetythird-d-matrices.txt:h200-93a#bf16" "../docs/bench/ninetythird-e-matrices.txt:h200-93d#bf16"
    cd scripts && python ninetythird_entries.py ../baseline/h200-93a.json ../softgen/tuning/h200.json \\
        "../docs/bench/ninetythird-d-matrices.txt:h200-93a#bf16" "../docs/bench/ninetythird-e-matrices.txt:h200-93d#bf16" \\
        ../docs/bench/ninetythird-h-matrices.txt:h200-93e
"""
import json
import sys
from pathlib import Path

from add_h200_entries import build_from_means

from softgen import auto
from softgen.bench.tune import save     # the table as `softgen tune` writes it

ADDED = ("; the ninety-third session's: an entry at each width its round d timed (bf16 log_softmax "
         "155000-170000 and 250000-259500, bf16 softmax 158000-170000) for the fastest kernel there, "
         "medians of three (scripts/ninetythird_entries.py; notes entry 176)")
ADDED_E = (", and at round e's (bf16 log_softmax 152458-161258 and 243944-262143, bf16 softmax "
           "154972-167915), the stage 6 entry at bf16 log_softmax 261744 gone")
ADDED_H = (", and at round h's (16-bit forward 204947-256498, 16-bit backward 143000-143384)")

# bf16 log_softmax 261744's stage 6 entry (90.1) served 260600-261900, where stage 7 x 16 at eight
# blocks of 128 ran 93.4 (round e: 261000, stage 6 88.3); at 261744 itself every shape ran 87.5-90.0
DROPPED = [("log_softmax", "bf16", 261744)]


def drop_entries(path: str) -> None:
    table = json.loads(Path(path).read_text())
    for op, dtype, cols in DROPPED:
        group = table[auto.table_group(op)]
        group[dtype] = [e for e in group[dtype] if e["cols"] != cols]
    save(table, path)


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    round_e = any("ninetythird-e" in arg for arg in sys.argv[3:])
    round_h = any("ninetythird-h" in arg for arg in sys.argv[3:])
    build_from_means(sys.argv[1:], {}, ADDED + (ADDED_E if round_e else "") + (ADDED_H if round_h else ""), twins=True,
                     only=lambda op, cols: (op, cols) != ("log_softmax", 261744))
    if round_e:
        drop_entries(sys.argv[2])
