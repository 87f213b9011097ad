"""Exploration: Triton online backward with its grid capped to a few programs an SM (a persistent
grid striding over the rows, so fewer rows are in flight and pass 2's re-reads stay in L2), or
at other shapes (warps-groups of 16 bytes a thread a tile-pipeline stages), against the shipped
launcher (one program a row) and CUDA online compiled for the width; % of copy, same run.  Not
a test.

    python scripts/probe_triton_backward_grid.py [op=log_softmax_backward] bf16:44001,50001 [caps=1,2]
    python scripts/probe_triton_backward_grid.py bf16:44001 caps= shapes=32-1-2,16-4-1
    python scripts/probe_triton_backward_grid.py bf16:44001 caps= gluon=16,32    # its gluon kernel's warps

"triton" is the Triton kernel (the gluon kernel off), "shipped" the launcher as it is.
"""
import sys

import torch

import softgen
from explore import Width

args = sys.argv[1:]
op = args.pop(0)[3:] if args[0].startswith("op=") else "softmax_backward"
caps, shapes, gluon = [1, 2], [], []
while args[-1].startswith(("caps=", "shapes=", "gluon=")):
    name, value = args.pop().split("=")
    if name == "caps":
        caps = [int(c) for c in value.split(",") if c]
    elif name == "gluon":
        gluon = [int(c) for c in value.split(",")]
    else:
        shapes = [tuple(map(int, v.split("-"))) for v in value.split(",")]
sms = torch.cuda.get_device_properties(0).multi_processor_count
for arg in args:
    dtype, widths = arg.split(":")
    triton = softgen.load(op=op, strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[triton.__module__]
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols, op=op)
        c = w.pct(softgen.load(op=op, strategy="online", dtype=dtype, backend="cuda", cols=cols), f"{cols} cuda")
        shipped_from, shipped_warps = module.GLUON_FROM_BYTES, module.GLUON_WARPS
        s = w.pct(triton, f"{cols} shipped")
        module.GLUON_FROM_BYTES = 2 ** 62
        t = w.pct(triton, f"{cols} triton")
        line = f"{dtype} {cols:6d} {module._row_shape(cols, cols % 16 != 0)} | cuda {c:5.1f} | triton {t:5.1f} " \
               f"({t / c:.2f}) | shipped {s:5.1f} ({s / c:.2f})"
        for warps in gluon:
            module.GLUON_FROM_BYTES, module.GLUON_WARPS = 0, warps
            module._gluon_shapes.clear()
            shape = module._gluon_shape(0, cols)
            p = w.pct(triton, f"{cols} gluon {warps}") if shape else float("nan")
            line += f" | gluon {warps} {p:5.1f} ({p / c:.2f})"
        module.GLUON_FROM_BYTES, module.GLUON_WARPS = shipped_from, shipped_warps
        module._gluon_shapes.clear()
        for k in caps:
            module.MAX_GRID = k * sms
            p = w.pct(triton, f"{cols} triton, {k} an SM")
            line += f" | {k}/SM {p:5.1f} ({p / c:.2f})"
        module.MAX_GRID = 2 ** 31 - 1
        shipped = module._row_shape
        for warps, groups, stages in shapes:
            module._row_shape = lambda n, peel: (warps, warps * 32 * module.PACK * groups)
            module.NUM_STAGES = stages
            p = w.pct(triton, f"{cols} triton {warps}-{groups}-{stages}")
            line += f" | {warps}-{groups}-{stages} {p:5.1f} ({p / c:.2f})"
        module._row_shape, module.NUM_STAGES = shipped, 1
        print(line, flush=True)
        del w
