"""Exploration: Triton block / smem rows of odd width split into a head, a 16-byte-aligned
body and a tail (plan.peel), against the kernels before the split (modules rendered from the
parent commit into the folder given as argv[1]: element-by-element loads, 32 values a thread
under a 64-register cap) and CUDA's same strategy; `half` is the peeled kernel at half the
warps (32 values a thread).  Not a test; prints % of copy.

    python scripts/try_triton_row_peel.py baseline/ [bf16,fp16]
"""
import pathlib
import sys

import softgen
from softgen.generator.plan import make_plan
from explore import Width, module_from_file

old_dir = pathlib.Path(sys.argv[1])


def old_launcher(strategy, dtype, cols):
    return module_from_file(old_dir / f"old_{strategy}_{dtype}_{cols}.py").softmax


DTYPES = sys.argv[2].split(",") if len(sys.argv) > 2 else ["fp32", "bf16", "fp16"]
for dtype in DTYPES:
    for cols in (2501, 5001, 8191, 12345, 30001):
        w = Width(dtype, cols)
        line = f"{dtype} {cols:6d}"
        for strategy in ("block", "smem"):
            fields = dict(strategy=strategy, cols=cols, dtype=dtype)
            warps = make_plan(softgen.KernelSpec(backend="triton", **fields)).num_warps
            line += f" | {strategy} cuda {w.pct(softgen.load(backend='cuda', **fields), f'{fields} cuda'):5.1f}"
            line += f" old {w.pct(old_launcher(strategy, dtype, cols), f'{fields} old'):5.1f}"
            line += f" new {w.pct(softgen.load(backend='triton', **fields), f'{fields} new'):5.1f}"
            try:
                half = softgen.load(backend="triton", num_warps=max(1, warps // 2), **fields)
                line += f" half {w.pct(half, f'{fields} half'):5.1f}"
            except softgen.SpecError:       # the row does not fit half the warps
                line += " half   -  "
        print(line, flush=True)
