"""Exploration: Triton softmax backward, block / smem rows of odd width peeled (head, aligned
body, tail for y, dy and dx), against the kernels before (rendered from the parent commit into
the folder given as argv[1]) and CUDA's same strategy; `half` / `double` run half / twice the
default warps.  Not a test; prints % of copy (three tensors against the copy's two).

    python scripts/try_triton_backward_peel.py baseline/
"""
import pathlib
import sys

import softgen
from softgen.generator.plan import make_plan
from explore import Width, module_from_file

old_dir = pathlib.Path(sys.argv[1])
OP = "softmax_backward"


def old_launcher(strategy, dtype, cols):
    return module_from_file(old_dir / f"old_bwd_{strategy}_{dtype}_{cols}.py").softmax_backward


for dtype in ("fp32", "bf16"):
    for cols in (781, 2501, 5001, 12345):
        w = Width(dtype, cols, op=OP)
        line = f"{dtype} {cols:6d}"
        for strategy in ("block", "smem"):
            fields = dict(op=OP, strategy=strategy, cols=cols, dtype=dtype)
            warps = make_plan(softgen.KernelSpec(backend="triton", **fields)).num_warps
            line += f" | {strategy} cuda {w.pct(softgen.load(backend='cuda', **fields), f'{fields} cuda'):5.1f}"
            line += f" old {w.pct(old_launcher(strategy, dtype, cols), f'{fields} old'):5.1f}"
            line += f" new {w.pct(softgen.load(backend='triton', **fields), f'{fields} new'):5.1f}"
            for name, nw in (("half", warps // 2), ("double", warps * 2)):
                try:
                    f = softgen.load(backend="triton", num_warps=nw, **fields)
                    line += f" {name} {w.pct(f, f'{fields} {name}'):5.1f}"
                except softgen.SpecError:       # the rows do not fit, or more than 32 warps
                    line += f" {name}   -  "
        print(line, flush=True)
