"""Exploration: Triton online at 16-bit 32768 (Triton 82-84% against CUDA's 96) with other
(warps, tile) pairs than the launcher's (32 warps, tiles of 16384: two groups of 16 bytes a thread
a tile), one program a row as the launcher runs them there.  Not a test; prints % of copy.

    python scripts/try_triton_online_tile.py          # 32768, 65536
    python scripts/try_triton_online_tile.py wide     # 40000-70000, 16-warp tiles
"""
import sys

import softgen
from explore import Width, online_run

PAIRS = [(32, 16384), (32, 32768), (16, 16384), (16, 32768), (8, 8192), (8, 16384), (32, 8192)]
if len(sys.argv) > 1:                               # "wide": the 16-warp tiles at 40000-70000
    PAIRS = [(16, 8192), (16, 16384), (16, 32768), (32, 16384)]
for dtype in ("bf16", "fp16"):
    f = softgen.load(strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[f.__module__]
    for cols in (32768, 65536) if len(sys.argv) == 1 else (40000, 50000, 50001, 65536, 70000):
        w = Width(dtype, cols)
        programs, warps, tile = module._launch_shape(0, cols)
        line = f"{dtype} {cols:6d} launcher {warps}w tile {tile} programs {programs}"
        for nw, t in PAIRS:
            run = online_run(module, programs, nw, t)
            line += f" | {nw}w {t} {w.pct(run, f'{dtype} {cols} {nw} warps tile {t}'):5.1f}"
        print(line, flush=True)
