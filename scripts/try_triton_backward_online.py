"""Exploration: Triton online backward (softmax_backward, or op=...), one program a row shaped to it, against
the kernel of the parent commit (a persistent grid of 8-warp programs, no peeling; rendered into
baseline/) and CUDA online backward compiled for the width.  Prints % of copy (three tensors
against the copy's two), same run: CUDA, baseline, the shipped launcher, then the new kernel at
each (warps, groups of 16 bytes a thread a tile).  Not a test.

    python scripts/try_triton_backward_online.py bf16:4096,12345 fp32:32768
    python scripts/try_triton_backward_online.py shapes=8-2,16-2 bf16:65536     # warps-groups
    python scripts/try_triton_backward_online.py op=log_softmax_backward shapes=none fp32:8192
"""
import pathlib
import sys

import softgen
from explore import Width, module_from_file

OP = "softmax_backward"
SHAPES = [(4, 4), (8, 2), (8, 4), (16, 2), (16, 4)]
args = sys.argv[1:]
if args and args[0].startswith("op="):
    OP = args.pop(0)[3:]
if args and args[0].startswith("shapes="):
    shapes = args.pop(0)[7:]
    SHAPES = [tuple(map(int, shape.split("-"))) for shape in shapes.split(",")] if shapes != "none" else []

for arg in args:
    dtype, widths = arg.split(":")
    triton = softgen.load(op=OP, strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[triton.__module__]
    path = pathlib.Path("baseline") / f"{OP}_online_cany_{dtype}_triton.py"
    baseline = getattr(module_from_file(path), OP) if path.exists() else None
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols, op=OP)
        c = w.pct(softgen.load(op=OP, strategy="online", dtype=dtype, backend="cuda", cols=cols), f"{dtype} {cols} cuda")
        line = f"{dtype} {cols:6d} | cuda {c:5.1f}"
        if baseline is not None:
            b = w.pct(baseline, f"{dtype} {cols} baseline")
            line += f" | baseline {b:5.1f} ({b / c:.2f})"
        shipped = module._row_shape
        t = w.pct(triton, f"{dtype} {cols} shipped")
        line += f" | shipped w{shipped(cols, cols % 16 != 0)[0]} {t:5.1f} ({t / c:.2f})"
        for warps, groups in SHAPES:
            tile = warps * 32 * module.PACK * groups
            module._row_shape = lambda n_cols, peel, s=(warps, tile): s
            g = w.pct(triton, f"{dtype} {cols} w{warps} g{groups}")
            line += f" | w{warps} g{groups} {g:5.1f} ({g / c:.2f})"
        module._row_shape = shipped
        print(line, flush=True)
