"""Exploration: Triton online in 16-bit softmax with the write pass's exp argument folded into
one fma where the row's max is moderate (kernel constexpr FOLD), against the exact form, at the
launcher's shape, in the same run.  Run it from commit 3cea6f9 (the change was reverted after it:
mixed, docs/OPTIMIZATION_NOTES.md entry 46).  Not a test; prints % of copy.

    python scripts/try_triton_online_fold.py
"""
import sys

import softgen
from explore import Width

for dtype in ("bf16", "fp16"):
    f = softgen.load(strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[f.__module__]
    kernel = getattr(module, module.KERNEL + "_kernel")
    for cols in (12345, 16384, 32768, 50000, 65536, 131072, 262144):
        w = Width(dtype, cols)
        programs, warps, tile = module._launch_shape(0, cols)[:3]
        line = f"{dtype} {cols:6d} {warps}w"
        for fold in (False, True, False):

            def run(x, out, fold=fold):
                peel = (x.shape[1] | x.stride(0) | out.stride(0)) % 16 != 0
                kernel[(min(x.shape[0], programs),)](x, out, x.shape[0], x.stride(0), out.stride(0), x.shape[1],
                                                     BLOCK_N=tile, ROWS=1, NUM_STAGES=1, SAME_STRIDES=True,
                                                     PEEL=peel, FOLD=fold, num_warps=warps)
                return out
            line += f" | {'folded' if fold else 'exact'} {w.pct(run, f'{dtype} {cols} fold {fold}'):5.1f}"
        print(line, flush=True)
