"""Exploration: CUDA online now (softgen.load) against a baseline rendered from an earlier commit,
same run.  First used for two entry points (the kernel, and the row-cache entry for rows
that get shared memory) against the former single kernel, which ran its row-cache path with a
cache of 0 bytes on short rows (rendered into baseline/ from the parent commit:
`softgen emit --strategy online --dtype D --backend cuda --out baseline/online_old`; printed
"one kernel" / "two entries" then, docs/bench/eleventh-online-entries.txt), then for the rescale
through ex2.ftz (baseline/rescale_old).  Not a test; prints % of copy.

    python scripts/try_online_entries.py baseline/online_old fp32 4096,8192,12345,16384
"""
import pathlib
import sys

import softgen
from explore import Width, module_from_file

folder, dtypes, widths = pathlib.Path(sys.argv[1]), sys.argv[2].split(","), [int(c) for c in sys.argv[3].split(",")]
for dtype in dtypes:
    old = module_from_file(folder / f"softmax_online_cany_{dtype}_cuda.py").softmax
    new = softgen.load(strategy="online", dtype=dtype, backend="cuda")
    for cols in widths:
        w = Width(dtype, cols)
        print(f"{dtype} {cols:6d} | baseline {w.pct(old, 'baseline'):5.1f} | now "
              f"{w.pct(new, 'now'):5.1f}", flush=True)
