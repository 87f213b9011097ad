"""Exploration: Triton warp on rows of a width not a multiple of 16 bytes, peeled one a program
(as block) against the parent commit's kernel (several rows a program, loaded element by
element; rendered into baseline/) and CUDA warp, forward and backward.  Prints % of copy (three
tensors against the copy's two, backward), same run.  Not a test.

    python scripts/try_triton_warp_peel.py bf16:781,1025 fp32:781
    python scripts/try_triton_warp_peel.py strategy=block bf16:4097      # another strategy
"""
import pathlib
import sys

import softgen
from softgen.generator.plan import max_cols
from explore import Width, module_from_file

args = sys.argv[1:]
strategy = args.pop(0)[9:] if args and args[0].startswith("strategy=") else "warp"
for op in ("softmax", "softmax_backward"):
    for arg in args:
        dtype, widths = arg.split(":")
        for cols in map(int, widths.split(",")):
            w = Width(dtype, cols, op=op)
            fields = dict(op=op, strategy=strategy, dtype=dtype, cols=cols)
            line = f"{op:16s} {strategy} {dtype} {cols:5d}"
            if cols <= max_cols(strategy, dtype, "cuda", op=op):
                c = w.pct(softgen.load(backend="cuda", **fields), f"{op} {dtype} {cols} cuda")
                line += f" | cuda {c:5.1f}"
            else:
                c = None
            path = pathlib.Path("baseline") / f"{op}_{strategy}_c{cols}_{dtype}_triton.py"
            if path.exists():
                b = w.pct(getattr(module_from_file(path), op), f"{op} {dtype} {cols} baseline")
                line += f" | baseline {b:5.1f}" + (f" ({b / c:.2f})" if c else "")
            t = w.pct(softgen.load(backend="triton", **fields), f"{op} {dtype} {cols} triton")
            line += f" | triton {t:5.1f}" + (f" ({t / c:.2f})" if c else "")
            print(line, flush=True)
