"""Exploration: CUDA online now (softgen.load) against a baseline rendered from an earlier commit,
same run.  First used for two entry points (the kernel, and the row-cache entry for rows
that get shared memory) against the former single kernel, which ran its row-cache path with a
cache of 0 bytes on short rows (rendered into baseline/ from the parent commit:
`softgen emit --strategy online --dtype D --backend cuda --out baseline/online_old`; printed
"one kernel" / "two entries" then, docs/bench/eleventh-online-entries.txt), then for the rescale
through ex2.ftz (baseline/rescale_old), then for a 16-bit row-cache entry at two blocks an SM
(baseline/cached2).  Not a test; prints % of copy and, per launcher, the entry the width took
(its registers and dynamic shared memory).

    python scripts/try_online_entries.py baseline/online_old fp32 4096,8192,12345,16384
"""
import pathlib
import sys

import softgen
from explore import Width, module_from_file


def entry(module, cols):
    if not hasattr(module, "_row_entry"):
        return ""
    smem, function, _ = module._row_entry(0, cols)
    return f" ({function.num_regs}r, {smem // 1024} KB)"


folder, dtypes, widths = pathlib.Path(sys.argv[1]), sys.argv[2].split(","), [int(c) for c in sys.argv[3].split(",")]
for dtype in dtypes:
    old_module = module_from_file(folder / f"softmax_online_cany_{dtype}_cuda.py")
    old = old_module.softmax
    new = softgen.load(strategy="online", dtype=dtype, backend="cuda")
    new_module = sys.modules[new.__module__]
    for cols in widths:
        w = Width(dtype, cols)
        old_pct, new_pct = w.pct(old, "baseline"), w.pct(new, "now")
        print(f"{dtype} {cols:6d} | baseline {old_pct:5.1f}{entry(old_module, cols)} "
              f"| now {new_pct:5.1f}{entry(new_module, cols)}", flush=True)
