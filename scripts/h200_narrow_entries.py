"""The H200 table of the eighty-second session (notes entry 165): the table before it with an
entry at each width under 128 columns that rounds d and e timed (d: multiples of 16 bytes; e:
widths that are not, and fp32 multiples between d's; every op and dtype.  The table had none
under 128, and auto carried the 128-column entries' lanes a row there: fp32 softmax_backward
8-64 12-82% of copy, 16-bit log_softmax 16-40 21-54), for the kernel with the highest figure
there that builds without spills, beside a Triton one the fastest CUDA one
(add_h200_entries.enter_means, served_only), and "alignment_bound_under" (auto._carries: an
entry under it serves rows of its own 16-byte alignment only; round e: CUDA warp at its own
lanes ran 48% of copy at bf16 softmax 45 where the 128 entry's 8 lanes ran 72, and 88 against
73 at 40).

    git show 16fb055:softgen/tuning/h200.json > ../baseline/h200-82a.json
    git show ee531b6:softgen/tuning/h200.json > ../baseline/h200-82d.json   # round e's: d's entries
    cd scripts && python h200_narrow_entries.py ../baseline/h200-82a.json ../softgen/tuning/h200.json \\
        ../docs/bench/eightysecond-d-matrices.txt ../docs/bench/eightysecond-e-matrices.txt:h200-82d
"""
import json
import sys
from pathlib import Path

from add_h200_entries import enter_means
from softgen.bench.tune import save     # the table as `softgen tune` writes it

NARROW = 128        # the table's narrowest entry before: those under it keep to their alignment

if __name__ == "__main__":
    base_path, out_path, *rounds = sys.argv[1:]
    base = Path(base_path).resolve()
    table = json.loads(base.read_text())
    table["alignment_bound_under"] = NARROW
    enter_means(table, base, rounds, served_only=True, replace=True)
    table["environment"]["added"] += ("; the eighty-second session's widths under 128 and alignment_bound_under "
                                      "(scripts/h200_narrow_entries.py; notes entry 165)")
    save(table, out_path)
