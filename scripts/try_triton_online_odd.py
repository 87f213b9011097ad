"""Exploration: Triton online on rows of odd width (12345: 16-byte packs do not load whole,
so each element takes a 64-bit address) with register caps (maxnreg) and program sizes.
Not a test; prints % of copy.

    python scripts/try_triton_online_odd.py
"""
import sys

import softgen
from explore import Width

for dtype in ("bf16", "fp32"):
    f = softgen.load(strategy="online", dtype=dtype, backend="triton")
    m = sys.modules[f.__module__]
    kernel = getattr(m, f.__softgen_plan__.name + "_kernel")
    for cols in (12345, 50001):
        w = Width(dtype, cols)
        programs = m._launch_shape(0, cols)[0]
        line = f"{dtype} {cols:6d} programs {programs}"
        for nw in (4, 8, 16):
            for cap in (None, 32, 40, 48, 64):
                tile = m.BLOCK_N * nw // m.NUM_WARPS
                most = 132 * (64 // nw)

                def run(src, out, nw=nw, cap=cap, tile=tile, grid=min(most, programs * 8 // nw)):
                    opts = {} if cap is None else {"maxnreg": cap}
                    kernel[(min(src.shape[0], grid),)](src, out, src.shape[0], src.stride(0), out.stride(0), src.shape[1],
                                                       BLOCK_N=tile, ROWS=1, NUM_STAGES=1, num_warps=nw, **opts)
                line += f" | nw{nw} r{cap}: {w.pct(run, f'{dtype} {cols} nw{nw} cap {cap}'):5.1f}%"
        print(line, flush=True)
