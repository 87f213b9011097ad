"""Exploration: Triton online with bigger programs (16 / 32 warps) and the rows in flight
held to what L2 keeps for the second read (L2_SHARE of L2), against the shipped launch
(8 warps, capped only where two or more programs an SM remain).  CUDA online in the same
run.  Not a test; prints % of copy.

    python scripts/try_triton_online_warps.py

A record: it turns `_l2_rows` of the Triton online launcher, gone since 049ade2, which
adopted its findings (`_launch_shape`); run it from a checkout of f76392e.
"""
import sys

import torch
from triton.testing import do_bench

import softgen
from softgen.validate import check

props = torch.cuda.get_device_properties(0)
for dtype in ("fp32", "bf16"):
    t = {"fp32": torch.float32, "bf16": torch.bfloat16}[dtype]
    cuda = softgen.load(strategy="online", dtype=dtype)
    for cols in (8192, 12345, 16384, 32768, 65536, 131072):
        rows = (1 << 26) // cols
        x = (torch.randn(rows, cols, device="cuda") * 3).to(t)
        y = torch.empty_like(x)
        copy_ms = do_bench(lambda: y.copy_(x), warmup=25, rep=60, return_mode="median")
        line = f"{dtype} {cols:7d} cuda {100 * copy_ms / do_bench(lambda: cuda(x, out=y), warmup=25, rep=60, return_mode='median'):5.1f}%"
        fit = int(props.L2_cache_size * 0.6) // (cols * x.element_size())
        for nw in (8, 16, 32):
            f = softgen.load(strategy="online", dtype=dtype, backend="triton", num_warps=nw)
            module = sys.modules[f.__module__]
            for mode in ("shipped", "L2 cap"):
                module._l2_rows.clear()
                if mode == "L2 cap":
                    module._l2_rows[(0, cols)] = max(props.multi_processor_count, fit)
                fresh = (torch.randn(rows, cols, device="cuda") * 3).to(t)
                out = torch.full_like(fresh, float("nan"))
                f(fresh, out=out)
                check(out, fresh, f"{dtype} {cols} nw{nw} {mode}")
                ms = do_bench(lambda: f(x, out=y), warmup=25, rep=60, return_mode="median")
                line += f" | nw{nw} {mode}: {100 * copy_ms / ms:5.1f}%"
            module._l2_rows.clear()
        print(line, flush=True)
