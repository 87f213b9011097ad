"""Exploration: Triton smem on 16-bit rows of 40-64 KB (30001: 88% of copy against CUDA smem's
98-99, BENCHMARKS.md), where 32 warps hold the row at 32 values a thread and one program an SM
leaves the memory idle while it reduces: num_stages 1-3 at 32 warps (above 1, persistent
programs stage their next rows in shared memory).  Not a test; % of copy, same run, CUDA smem
beside it.

    python scripts/try_triton_smem_stages.py bf16:30001,20000 fp16:30001
"""
import sys

import softgen
from explore import Width

SHAPES = ((32, 1), (32, 2), (32, 3))

for arg in sys.argv[1:]:
    dtype, widths = arg.split(":")
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols)
        line = f"{dtype} {cols:6d} | cuda {w.pct(softgen.load(strategy='smem', dtype=dtype, cols=cols), 'cuda'):5.1f}"
        for nw, ns in SHAPES:
            try:
                f = softgen.load(strategy="smem", dtype=dtype, cols=cols, backend="triton", num_warps=nw, num_stages=ns)
                line += f" | {nw}w {ns}s: {w.pct(f, f'{dtype} {cols} {nw}w {ns}s'):5.1f}"
            except softgen.SoftgenError as e:
                line += f" | {nw}w {ns}s: refused ({str(e)[:60]})"
        print(line, flush=True)
