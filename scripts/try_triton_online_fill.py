"""Exploration: Triton online at widths where the program's tile leaves much of its last tile
empty (bf16 50000 at 32 warps: 4 tiles of 16384 for 50000 elements, 76% filled), at the
launcher's warps and at half, twice over (run-to-run spread).  Not a test; prints % of copy.

    python scripts/try_triton_online_fill.py
"""
import sys

import softgen
from explore import Width, online_run, online_shape_at

for dtype in ("bf16", "fp16", "fp32"):
    f = softgen.load(strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[f.__module__]
    for cols in (40000, 50000, 50001, 70000, 100000, 140000):
        w = Width(dtype, cols)
        programs, warps, tile = module._launch_shape(0, cols)[:3]
        tiles = -(-cols // tile)
        line = f"{dtype} {cols:6d} {warps}w fill {cols / (tiles * tile):.2f}"
        for nw in (warps, warps // 2):
            grid, _, t = online_shape_at(module, cols, nw)       # the launcher's sizing at nw warps
            run = online_run(module, grid, nw, t)
            fill = cols / (-(-cols // t) * t)
            pcts = [w.pct(run, f"{dtype} {cols} {nw} warps") for _ in range(2)]
            line += f" | {nw}w (fill {fill:.2f}) {pcts[0]:5.1f} {pcts[1]:5.1f}"
        print(line, flush=True)
