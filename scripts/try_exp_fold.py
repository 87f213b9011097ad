"""Exploration: 16-bit softmax staged in shared memory (cluster stage 1, smem) with exp(x - m)
taken as 2^(x log2e + c), 1 / sum folded into c, where the row's max is moderate (plan.fold_exp,
common.cuh.j2 `foldable`), against the exact form (fold_exp off), in the same run.  Not a test;
prints % of copy.  (The first measurement patched the rendered source of ee6b51a; the shipped
templates now carry both forms.)

    python scripts/try_exp_fold.py
"""
import dataclasses

import softgen
from explore import Width
from softgen.generator.plan import make_plan
from softgen.generator.spec import KernelSpec
from softgen.runtime import loader

SHIPPED = dict(stage=1, cluster_size=16, block_size=256, async_copy=1, exchange=2)   # 262144, 16-bit
CASES = [(262144, dict(strategy="cluster", **SHIPPED)), (262144, dict(strategy="cluster", stage=1, cluster_size=16)),
         (262144, dict(strategy="cluster", stage=1)), (131072, dict(strategy="cluster", stage=1, cluster_size=16)),
         (12345, dict(strategy="smem")), (32768, dict(strategy="smem")), (50000, dict(strategy="smem")),
         (65536, dict(strategy="smem"))]
arch = loader._device_arch()
for dtype in ("bf16", "fp16"):
    for cols, fields in CASES:
        w = Width(dtype, cols)
        plan = make_plan(KernelSpec(cols=cols, dtype=dtype, backend="cuda", **fields))
        line = f"{dtype} {cols:6d} {str(fields):80}"
        for fold in (False, True):
            f = loader._load(dataclasses.replace(plan, fold_exp=fold), arch)
            line += f" | {'folded' if fold else 'exact'} {w.pct(f, f'{dtype} {cols} {fields} fold {fold}'):5.1f}"
        auto = softgen.load(strategy="auto", cols=cols, dtype=dtype)
        line += f" | auto {w.pct(auto, 'auto'):5.1f} ({auto.__softgen_plan__.spec.tunables()})"
        print(line, flush=True)
