"""Exploration: CUDA online backward's tile on rows just over one tile (bf16 20001: one tile of
16384 and a second 22% full, 78% of copy against Triton's 95).  Each width with the shipped
plan and with tiles of 1, 2 or 4 packs a thread (512 threads), Triton online alongside; each
validated first (explore.Width).

    python scripts/try_online_backward_tiles.py bf16:20001,24001 fp32:12345
"""
import sys

import softgen
from explore import Width

op = "softmax_backward"
for arg in sys.argv[1:]:
    dtype, widths = arg.split(":")
    vec = 4 if dtype == "fp32" else 8
    triton = softgen.load(op=op, strategy="online", dtype=dtype, backend="triton")
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols, op)
        shipped = softgen.load(op=op, strategy="online", dtype=dtype, backend="cuda", cols=cols)
        line = f"{dtype} {cols:6d} | shipped {w.pct(shipped, 'shipped'):5.1f} (tile {shipped.__softgen_plan__.tile})"
        for unroll in (1, 2, 4):
            tile = 512 * vec * unroll
            f = softgen.load(op=op, strategy="online", dtype=dtype, backend="cuda", cols=cols, block_size=512, tile=tile)
            line += f" | tile {tile} ({-(-cols // tile)} x, {100 * cols / (-(-cols // tile) * tile):.0f}% full) {w.pct(f, str(tile)):5.1f}"
        print(line + f" | triton {w.pct(triton, 'triton'):5.1f}", flush=True)
