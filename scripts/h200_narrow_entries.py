"""The H200 table of the eighty-second session (notes entry 165): the table before it with an
entry at each width under 128 columns that round d timed (multiples of 16 bytes, every op and
dtype; the table had none under 128, and auto carried the 128-column entries' lanes a row
there: fp32 softmax_backward 8-64 12-82% of copy, 16-bit log_softmax 16-40 21-54), for the
kernel with the highest figure there that builds without spills, beside a Triton one the
fastest CUDA one (add_h200_entries.enter_means, served_only).

    git show 16fb055:softgen/tuning/h200.json > ../baseline/h200-82a.json
    cd scripts && python h200_narrow_entries.py ../baseline/h200-82a.json ../softgen/tuning/h200.json \\
        ../docs/bench/eightysecond-d-matrices.txt
"""
import json
import sys
from pathlib import Path

from add_h200_entries import enter_means

if __name__ == "__main__":
    base_path, out_path, *rounds = sys.argv[1:]
    base = Path(base_path).resolve()
    table = json.loads(base.read_text())
    enter_means(table, base, rounds, served_only=True, replace=True)
    table["environment"]["added"] += ("; the eighty-second session's widths under 128 (scripts/h200_narrow_entries.py; "
                                      "notes entry 165)")
    Path(out_path).write_text(json.dumps(table, indent=1) + "\n")
