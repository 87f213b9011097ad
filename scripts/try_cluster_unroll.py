"""Exploration: the staged cluster kernels on the longest rows with fewer packs in flight per
thread (UNROLL, which sets their registers) and launch bounds asking for more blocks an SM.
ncu (seventh session): bf16 262144 8 x 256 stage 1 at 66 registers, 3 blocks an SM (37.5%
occupancy), no eligible warp in 44% of cycles.  Not a test; prints % of copy and registers.

    python scripts/try_cluster_unroll.py
"""
import dataclasses
import sys

from explore import Width
from softgen.generator.plan import make_plan
from softgen.generator.spec import KernelSpec
from softgen.runtime import loader

# (dtype, cols, tunables, [(unroll, min_blocks), ...]); None: the plan's own
CASES = [
    ("bf16", 262144, dict(cluster_size=8, block_size=256), [(None, None), (4, None), (2, None), (4, 3)]),
    ("bf16", 262144, dict(cluster_size=16, block_size=256, stage=1), [(None, None), (4, 4), (4, 5), (2, 6), (8, 4)]),
    ("bf16", 262144, dict(cluster_size=16, block_size=128, stage=1), [(None, None), (4, 8), (8, 6)]),
    ("bf16", 131072, dict(cluster_size=4, block_size=256), [(None, None), (4, None), (4, 3)]),
    ("bf16", 131072, dict(cluster_size=8, block_size=256), [(None, None), (4, 4), (4, 5)]),
    ("fp32", 262144, dict(cluster_size=16, stage=2), [(None, None)]),
    ("fp32", 262144, dict(cluster_size=16, block_size=256, stage=1), [(None, None), (4, 3), (2, 3), (4, None)]),
    ("fp32", 262144, dict(cluster_size=16, block_size=512, stage=1), [(None, None), (2, 2), (4, None)]),
]
arch = loader._device_arch()
for dtype, cols, tunables, variants in CASES:
    w = Width(dtype, cols)
    base = make_plan(KernelSpec(strategy="cluster", cols=cols, dtype=dtype, backend="cuda", **tunables))
    line = f"{dtype} {cols:7d} {str(tunables):50} stage {base.stage}"
    for unroll, min_blocks in variants:
        plan = base
        if unroll is not None:
            plan = dataclasses.replace(plan, tile=plan.block_size * plan.vec * unroll)
        if min_blocks is not None:
            plan = dataclasses.replace(plan, min_blocks=min_blocks)
        try:
            f = loader._load(plan, arch)
            pct = w.pct(f, f"{dtype} {cols} {tunables} unroll {unroll} min_blocks {min_blocks}")
            regs = sys.modules[f.__module__]._function.num_regs
            line += f" | u{plan.unroll} mb{plan.min_blocks} r{regs}: {pct:5.1f}%"
        except Exception as exc:
            line += f" | u{unroll} mb{min_blocks}: {type(exc).__name__} {str(exc)[:80]}"
    print(line, flush=True)
