"""The geometric midpoint of each pair of adjacent entries a table holds for an op and dtype: the
widths farthest from any entry, where auto runs a config no timing saw (notes entry 146: fp32
softmax_backward 40000, midway between 32768's default plan and 50000's, ran 100.0% of copy where
stage 2 x 16 ran 103.4).  Comma-separated for try_matrix.py; each rounded down to a multiple of
16 bytes (an aligned width, as the entries mostly are).

    python scripts/table_midpoints.py softmax_backward fp32                  # shipped table, 4096-270000
    python scripts/table_midpoints.py log_softmax bf16 1024 65536 baseline/h100-before-63.json
"""
import json
import math
import sys
from importlib import resources

from softgen import auto
from softgen.generator.spec import DTYPES

MIN_GAP = 1.08      # pairs closer than this (8%) have no width far from both


def midpoints(table: dict, op: str, dtype: str, lo: int, hi: int) -> list[int]:
    vec = 16 // DTYPES[dtype]
    widths = sorted({e["cols"] for e in auto.table_entries(table, op, dtype)[1]})
    out = []
    for a, b in zip(widths, widths[1:]):
        if a >= lo and b <= hi and b / a > MIN_GAP:
            mid = int(math.sqrt(a * b))
            out.append(mid - mid % vec)
    return out


def main(argv):
    if len(argv) < 2 or argv[0] in ("-h", "--help"):
        sys.exit(__doc__)
    op, dtype = argv[:2]
    if op not in auto.TABLE_GROUPS or dtype not in DTYPES:
        sys.exit(f"op must be one of {', '.join(auto.TABLE_GROUPS)} and dtype one of {', '.join(DTYPES)}")
    lo, hi = (int(argv[2]), int(argv[3])) if len(argv) >= 4 else (4096, 270000)
    path = argv[4] if len(argv) >= 5 else resources.files("softgen.tuning").joinpath(auto.SHIPPED[auto.H100])
    with open(path) as f:
        print(",".join(map(str, midpoints(json.load(f), op, dtype, lo, hi))))


if __name__ == "__main__":
    main(sys.argv[1:])
