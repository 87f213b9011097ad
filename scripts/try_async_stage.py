"""Exploration: the staged kernels (smem, cluster stage 1) loading their rows with cp.async
(plan.async_copy: every pack in flight at once, no registers held; bf16 262144 8 x 256:
67 -> 29 registers) against the register loads (UNROLL packs a step).  Not a test; prints
% of copy.

    python scripts/try_async_stage.py
"""
import dataclasses
import sys

import torch
from triton.testing import do_bench

from softgen.generator.plan import make_plan
from softgen.generator.spec import KernelSpec
from softgen.runtime import loader
from softgen.validate import check

CASES = [("bf16", 12345, "smem", {}), ("bf16", 32768, "smem", {}), ("bf16", 50000, "smem", {}),
         ("bf16", 65536, "smem", {}), ("fp32", 12345, "smem", {}), ("fp32", 16384, "smem", {}),
         ("fp32", 32768, "smem", {}), ("fp32", 50000, "smem", {}),
         ("bf16", 50000, "cluster", dict(cluster_size=4, block_size=128)),
         ("bf16", 65536, "cluster", dict(cluster_size=2, block_size=256)),
         ("bf16", 131072, "cluster", dict(cluster_size=4, block_size=256)),
         ("bf16", 131072, "cluster", dict(cluster_size=8, block_size=256)),
         ("fp16", 131072, "cluster", dict(cluster_size=4, block_size=256)),
         ("bf16", 262144, "cluster", dict(cluster_size=8, block_size=256)),
         ("fp16", 262144, "cluster", dict(cluster_size=8, block_size=256)),
         ("bf16", 262144, "cluster", dict(cluster_size=16, block_size=256, stage=1)),
         ("bf16", 262144, "cluster", dict(cluster_size=16, block_size=128, stage=1)),
         ("bf16", 262144, "cluster", dict(cluster_size=8, block_size=512)),
         ("fp32", 131072, "cluster", dict(cluster_size=8, stage=1)),
         ("fp32", 131072, "cluster", dict(cluster_size=16, stage=1)),
         ("fp32", 262144, "cluster", dict(cluster_size=16, block_size=256, stage=1)),
         ("fp32", 262144, "cluster", dict(cluster_size=16, block_size=512, stage=1))]
arch = loader._device_arch()
for dtype, cols, strategy, tunables in CASES:
    t = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[dtype]
    rows = (1 << 26) // cols
    x = (torch.randn(rows, cols, device="cuda") * 3).to(t)
    y = torch.empty_like(x)
    copy_ms = do_bench(lambda: y.copy_(x), warmup=25, rep=60, return_mode="median")
    base = make_plan(KernelSpec(strategy=strategy, cols=cols, dtype=dtype, backend="cuda", **tunables))
    line = f"{dtype} {cols:7d} {strategy:7} {str(tunables):45}"
    for async_copy in (False, True):
        plan = dataclasses.replace(base, async_copy=async_copy)
        try:
            f = loader._load(plan, arch)
            fresh = (torch.randn(rows, cols, device="cuda") * 3).to(t)
            out = torch.full_like(fresh, float("nan"))
            f(fresh, out=out)
            check(out, fresh, f"{dtype} {cols} {strategy} {tunables} async {async_copy}")
            ms = do_bench(lambda: f(x, out=y), warmup=25, rep=60, return_mode="median")
            regs = sys.modules[f.__module__]._function.num_regs
            line += f" | {'async' if async_copy else 'regs '} r{regs}: {100 * copy_ms / ms:5.1f}%"
        except Exception as exc:
            line += f" | async {async_copy}: {type(exc).__name__} {str(exc)[:100]}"
    print(line, flush=True)
