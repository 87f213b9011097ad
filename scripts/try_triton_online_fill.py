"""Exploration: Triton online at widths where the program's tile leaves much of its last tile
empty (bf16 50000 at 32 warps: 4 tiles of 16384 for 50000 elements, 76% filled), at the
launcher's warps and at half, twice over (run-to-run spread).  Not a test; prints % of copy.

    python scripts/try_triton_online_fill.py
"""
import sys

import softgen
from explore import Width

for dtype in ("bf16", "fp16", "fp32"):
    f = softgen.load(strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[f.__module__]
    kernel = getattr(module, module.KERNEL + "_kernel")
    for cols in (40000, 50000, 50001, 70000, 100000, 140000):
        w = Width(dtype, cols)
        programs, warps, tile = module._launch_shape(0, cols)
        tiles = -(-cols // tile)
        line = f"{dtype} {cols:6d} {warps}w fill {cols / (tiles * tile):.2f}"
        for nw in (warps, warps // 2):
            saved = module.ADAPT, module.NUM_WARPS, module.BLOCK_N      # the launcher's sizing at nw warps
            module.ADAPT, module.NUM_WARPS, module.BLOCK_N = False, nw, saved[2] * nw // saved[1]
            module._shapes.clear()
            grid, _, t = module._launch_shape(0, cols)
            module.ADAPT, module.NUM_WARPS, module.BLOCK_N = saved
            module._shapes.clear()

            def run(x, out, nw=nw, t=t, grid=grid):
                peel = (x.shape[1] | x.stride(0) | out.stride(0)) % 16 != 0
                kernel[(min(x.shape[0], grid),)](x, out, x.shape[0], x.stride(0), out.stride(0), x.shape[1],
                                                 BLOCK_N=t, ROWS=1, NUM_STAGES=1, SAME_STRIDES=True, PEEL=peel,
                                                 num_warps=nw)
                return out
            fill = cols / (-(-cols // t) * t)
            pcts = [w.pct(run, f"{dtype} {cols} {nw} warps") for _ in range(2)]
            line += f" | {nw}w (fill {fill:.2f}) {pcts[0]:5.1f} {pcts[1]:5.1f}"
        print(line, flush=True)
