"""Exploration: the Triton register cap (plan.max_registers) on and off at the widths it
applies to (rows Triton cannot pack, programs of 512+ threads), CUDA in the same run.
Not a test; prints % of copy.

    python scripts/try_triton_cap_widths.py
"""
import sys

import torch
from triton.testing import do_bench

import softgen
from softgen.validate import check

for dtype in ("bf16", "fp32"):
    t = {"fp32": torch.float32, "bf16": torch.bfloat16}[dtype]
    for cols in (2500, 4100, 5001, 8191, 12345, 16383, 20001, 32767):
        rows = (1 << 26) // cols
        x = (torch.randn(rows, cols, device="cuda") * 3).to(t)
        y = torch.empty_like(x)
        copy_ms = do_bench(lambda: y.copy_(x), warmup=25, rep=60, return_mode="median")
        cuda = softgen.load(strategy="block", cols=cols, dtype=dtype)
        line = f"{dtype} {cols:6d} cuda block {100 * copy_ms / do_bench(lambda: cuda(x, out=y), warmup=25, rep=60, return_mode='median'):5.1f}%"
        f = softgen.load(strategy="block", cols=cols, dtype=dtype, backend="triton")
        module = sys.modules[f.__module__]
        cap = getattr(module, "MAX_REGISTERS", None)
        for setting in (cap, None) if cap else (None,):
            module.MAX_REGISTERS = setting
            fresh = (torch.randn(rows, cols, device="cuda") * 3).to(t)
            out = torch.full_like(fresh, float("nan"))
            f(fresh, out=out)
            check(out, fresh, f"{dtype} {cols} maxnreg {setting}")
            ms = do_bench(lambda: f(x, out=y), warmup=25, rep=60, return_mode="median")
            line += f" | triton nw{module.NUM_WARPS} maxnreg {setting}: {100 * copy_ms / ms:5.1f}%"
        module.MAX_REGISTERS = cap
        print(line, flush=True)
