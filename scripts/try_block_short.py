"""Exploration: block on short rows (16-bit 513: both backends 68-77% of copy, Triton / CUDA
0.88, notes entry 76).  A block (program) of 128 threads a row of 1 KB leaves most threads a
pack or none and an SM 16 rows in flight; 32 or 64 threads hold the row in fewer threads and let
32 rows share an SM.  Each width: CUDA block at block_size 32 / 64 / 128 (and the default),
Triton block at num_warps 1 / 2 / 4 (and the default), CUDA warp for reference; each validated
first (explore.Width).

    python scripts/try_block_short.py [op=softmax_backward] [strategy=smem] bf16:513,1025 fp32:513
"""
import sys

import softgen
from explore import Width

op, strategy = "softmax", "block"
for arg in sys.argv[1:]:
    if arg.startswith(("op=", "strategy=")):
        name, value = arg.split("=")
        op, strategy = (value, strategy) if name == "op" else (op, value)
        continue
    dtype, widths = arg.split(":")
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols, op)
        line = f"{op} {dtype} {cols:6d} |"
        variants = [("cuda", "warp", {}), ("cuda", strategy, {})] + \
            [("cuda", strategy, {"block_size": bs}) for bs in (32, 64, 128)] + [("triton", strategy, {})] + \
            [("triton", strategy, {"num_warps": nw}) for nw in (1, 2, 4)]
        for backend, kind, tunables in variants:
            name = f"{backend[0]}-{kind}" + "".join(f" {v}" for v in tunables.values())
            try:
                f = softgen.load(op=op, strategy=kind, dtype=dtype, backend=backend, cols=cols, **tunables)
                line += f" {name} {w.pct(f, name):5.1f} |"
            except Exception as exc:      # a shape the plan refuses: shown, not timed
                line += f" {name} ({type(exc).__name__}) |"
        print(line, flush=True)
