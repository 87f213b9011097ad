"""Exploration: Triton online's launcher with the gluon kernel taken from any row length
(GLUON_FROM_BYTES 0) against the shipped one (from 512 KB), % of copy, same run.  Not a test.

    python scripts/try_gluon_threshold.py fp32:110000,120000
"""
import sys

from explore import online_widths

for dtype, w, cuda, triton, module in online_widths(sys.argv[1:]):
    c = w.pct(cuda, f"{dtype} {w.cols} cuda")
    t = w.pct(triton, f"{dtype} {w.cols} triton")
    shipped = module.GLUON_FROM_BYTES
    module.GLUON_FROM_BYTES = 0
    g = w.pct(triton, f"{dtype} {w.cols} gluon")
    module.GLUON_FROM_BYTES = shipped
    print(f"{dtype} {w.cols:6d} | cuda {c:5.1f} | triton {t:5.1f} ({t / c:.2f}) | gluon {g:5.1f} ({g / c:.2f})", flush=True)
