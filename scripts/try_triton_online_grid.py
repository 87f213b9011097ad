"""Exploration: Triton online launched with one program per row (capped only by the rows
whose second read L2 holds) against the persistent grid it uses; CUDA online in the same
run.  Not a test; prints % of copy.

    python scripts/try_triton_online_grid.py

A record: it turns `_grid_limit` / `_l2_rows` of the Triton online launcher, gone since
049ade2 (`_launch_shape`); run it from a checkout of 79b13e4.
"""
import sys

import torch
from triton.testing import do_bench

import softgen
from softgen.validate import check

for dtype in ("fp32", "bf16"):
    t = {"fp32": torch.float32, "bf16": torch.bfloat16}[dtype]
    cuda = softgen.load(strategy="online", dtype=dtype)
    f = softgen.load(strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[f.__module__]
    for cols in (2048, 8192, 12345, 16384, 32768, 65536, 262144):
        rows = (1 << 26) // cols
        x = (torch.randn(rows, cols, device="cuda") * 3).to(t)
        y = torch.empty_like(x)
        copy_ms = do_bench(lambda: y.copy_(x), warmup=25, rep=60, return_mode="median")
        line = f"{dtype} {cols:7d} cuda {100 * copy_ms / do_bench(lambda: cuda(x, out=y), warmup=25, rep=60, return_mode='median'):5.1f}%"
        for grid in ("persistent", "per row"):
            module._grid_limit.clear()
            module._l2_rows.clear()
            if grid == "per row":
                module._grid_limit[0] = 2 ** 31 - 1
            fresh = (torch.randn(rows, cols, device="cuda") * 3).to(t)
            out = torch.full_like(fresh, float("nan"))
            f(fresh, out=out)
            check(out, fresh, f"{dtype} {cols} {grid}")
            ms = do_bench(lambda: f(x, out=y), warmup=25, rep=60, return_mode="median")
            line += f" | {grid}: {100 * copy_ms / ms:5.1f}%"
        module._grid_limit.clear()
        module._l2_rows.clear()
        print(line, flush=True)
