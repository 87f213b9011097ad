"""Exploration: the staged kernels (smem, cluster stage 1) loading their rows with cp.async
(plan.async_copy: every pack in flight at once, no registers held; bf16 262144 8 x 256:
67 -> 29 registers) against the register loads (UNROLL packs a step).  Not a test; prints
% of copy.

    python scripts/try_async_stage.py
"""
import dataclasses
import sys

from explore import Width
from softgen.generator.plan import make_plan
from softgen.generator.spec import KernelSpec
from softgen.runtime import loader

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
    w = Width(dtype, cols)
    base = make_plan(KernelSpec(strategy=strategy, cols=cols, dtype=dtype, backend="cuda", **tunables))
    line = f"{dtype} {cols:7d} {strategy:7} {str(tunables):45}"
    for async_copy in (False, True):
        plan = dataclasses.replace(base, async_copy=async_copy)
        try:
            f = loader._load(plan, arch)
            pct = w.pct(f, f"{dtype} {cols} {strategy} {tunables} async {async_copy}")
            regs = sys.modules[f.__module__]._function.num_regs
            line += f" | {'async' if async_copy else 'regs '} r{regs}: {pct:5.1f}%"
        except Exception as exc:
            line += f" | async {async_copy}: {type(exc).__name__} {str(exc)[:100]}"
    print(line, flush=True)
