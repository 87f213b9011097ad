"""Exploration: CUDA online's block size and packs a thread a tile on short rows, where the
default (512 threads, 4 packs) gives a row of a few KB one block of mostly idle threads and
an SM four rows in flight (notes entry 55: bf16 4096 at 35% of copy).  Not a test; prints %
of copy of each (block, unroll) at each width, same run, every variant validated first.

    python scripts/try_online_block.py bf16:1024,4096,8192 fp32:4096 bf16:4096:softmax_backward

SHAPES="32x4,64x4" (environment) measures those (block x unroll) shapes instead of the default ones.
"""
import os
import sys

import softgen
from explore import Width

SHAPES = tuple(tuple(map(int, s.split("x"))) for s in
               os.environ.get("SHAPES", "64x4,128x2,128x4,128x8,256x2,256x4,512x4").split(","))
VEC = {"fp32": 4, "bf16": 8, "fp16": 8}

for arg in sys.argv[1:]:
    dtype, widths, op = (arg + ":softmax").split(":")[:3]
    launchers = {(bs, u): softgen.load(op=op, strategy="online", dtype=dtype, backend="cuda", block_size=bs,
                                       tile=bs * VEC[dtype] * u) for bs, u in SHAPES}
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols, op)
        pcts = {shape: w.pct(f, f"{op} {dtype} {cols} block {shape}") for shape, f in launchers.items()}
        best = max(pcts, key=pcts.get)
        print(f"{op} {dtype} {cols:6d} | " + " | ".join(f"{bs}x{u}: {p:5.1f}" for (bs, u), p in pcts.items())
              + f" | best {best[0]}x{best[1]}", flush=True)
