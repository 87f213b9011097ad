"""Widths at risk from a table's alignment: for each aligned cluster entry (a row of a multiple of
16 bytes) that auto's nearest-entry rule hands rows of another alignment, one such row, the middle
of those it serves among widths 0.2% apart over 16384-262143; a line `OP DTYPE W1,W2,...` each op
and dtype (try_auto's arguments).  Notes entry 176: the H200's aligned x 16 stage 1 entry at 16-bit
backward 143384 ran 93 on the unaligned rows beside it, where stage 4 ran 102-103.

    python scripts/aligned_over_unaligned.py [TABLE] > scripts/ninetythird_i_widths.txt
"""
import collections
import json
import sys
from pathlib import Path

from softgen import auto
from softgen.generator.spec import KernelSpec

OPS = ("softmax", "log_softmax", "softmax_backward", "log_softmax_backward")


def rows_at_risk(table: dict, op: str, dtype: str, lo: int = 16384, hi: int = 262143) -> list[int]:
    vec = 16 // (4 if dtype == "fp32" else 2)
    entries = [e for e in auto.table_entries(table, op, dtype)[1] if e["backend"] == "cuda"]
    served = collections.defaultdict(list)
    w = lo
    while w < hi:
        cols = w if w % vec else w + 1
        entry = auto._nearest_first(entries, KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype,
                                                        backend="cuda"))[0]
        if entry["cols"] % vec == 0 and entry["strategy"] == "cluster":
            served[entry["cols"]].append(cols)
        w = int(w * 1.002)
    return sorted(rows[len(rows) // 2] for rows in served.values())


if __name__ == "__main__":
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent.parent / "softgen/tuning/h200.json"
    table = json.loads(path.read_text())
    for op in OPS:
        for dtype in ("bf16", "fp16", "fp32"):
            print(op, dtype, ",".join(map(str, rows_at_risk(table, op, dtype))))
