"""Exploration: cluster stage 2 (slice in registers) with its packs copied through shared
memory by cp.async (plan.async_copy: every pack in flight, none holding a register until it
lands; quack's load path) against register loads, and the shipped stage-1 plans.  Not a
test; prints % of copy and registers.

    python scripts/try_register_async.py
"""
import sys

from explore import Width
from softgen.generator.plan import make_plan
from softgen.generator.spec import KernelSpec
from softgen.runtime import loader

SHAPES = [("bf16", 262144), ("fp16", 262144), ("fp32", 262144), ("bf16", 131072), ("fp32", 131072),
          ("bf16", 250000)]
VARIANTS = [dict(stage=1, cluster_size=8, block_size=256, async_copy=0),
            dict(stage=1, cluster_size=16, block_size=128, async_copy=1),
            dict(stage=1, cluster_size=16, block_size=512, async_copy=1),
            dict(stage=2, cluster_size=16, block_size=256, async_copy=0),
            dict(stage=2, cluster_size=16, block_size=256, async_copy=1),
            dict(stage=2, cluster_size=16, block_size=512, async_copy=1),
            dict(stage=2, cluster_size=8, block_size=512, async_copy=1),
            dict(stage=2, cluster_size=8, block_size=1024, async_copy=1)]
arch = loader._device_arch()
for dtype, cols in SHAPES:
    w = Width(dtype, cols)
    for tunables in VARIANTS:
        line = f"{dtype} {cols:7d} {str(tunables):75}"
        try:
            plan = make_plan(KernelSpec(strategy="cluster", cols=cols, dtype=dtype, backend="cuda", **tunables))
            f = loader._load(plan, arch)
            pct = w.pct(f, f"{dtype} {cols} {tunables}")
            line += f" r{sys.modules[f.__module__]._function.num_regs}: {pct:5.1f}%"
        except Exception as exc:
            line += f" {type(exc).__name__} {str(exc)[:120]}"
        print(line, flush=True)
