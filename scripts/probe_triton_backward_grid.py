"""Exploration: Triton online backward with its grid capped to a few programs an SM (a persistent
grid striding over the rows, so fewer rows are in flight and pass 2's re-reads stay in L2),
against the shipped launcher (one program a row) and CUDA online compiled for the width; % of
copy, same run.  Not a test.

    python scripts/probe_triton_backward_grid.py [op=log_softmax_backward] bf16:44001,50001 [caps=1,2]
"""
import sys

import torch

import softgen
from explore import Width

args = sys.argv[1:]
op = args.pop(0)[3:] if args[0].startswith("op=") else "softmax_backward"
caps = [1, 2]
if args[-1].startswith("caps="):
    caps = [int(c) for c in args.pop()[5:].split(",")]
sms = torch.cuda.get_device_properties(0).multi_processor_count
for arg in args:
    dtype, widths = arg.split(":")
    triton = softgen.load(op=op, strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[triton.__module__]
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols, op=op)
        c = w.pct(softgen.load(op=op, strategy="online", dtype=dtype, backend="cuda", cols=cols), f"{cols} cuda")
        t = w.pct(triton, f"{cols} triton")
        line = f"{dtype} {cols:6d} {module._row_shape(cols, cols % 16 != 0)} | cuda {c:5.1f} | triton {t:5.1f} ({t / c:.2f})"
        for k in caps:
            module.MAX_GRID = k * sms
            p = w.pct(triton, f"{cols} triton, {k} an SM")
            line += f" | {k}/SM {p:5.1f} ({p / c:.2f})"
        module.MAX_GRID = 2 ** 31 - 1
        print(line, flush=True)
        del w
