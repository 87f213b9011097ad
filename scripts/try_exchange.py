"""Exploration: how the cluster kernels' blocks share partials (plan.exchange): a block's
partial and a cluster-wide barrier ("barrier"), a block's partial sent by st.async onto the
receivers' mbarriers ("mbarrier"), or every warp's partial on mbarriers with no block
reduction ("warps", quack's design; forward only).  Not a test; prints % of copy for each.

    python scripts/try_exchange.py
"""
import dataclasses
import sys

from explore import Width
from softgen.generator.plan import make_plan
from softgen.generator.spec import BACKWARD_OPS, KernelSpec
from softgen.runtime import loader

FORWARD = [dict(stage=1, cluster_size=8, block_size=256, async_copy=0),
           dict(stage=1, cluster_size=16, block_size=128, async_copy=1),
           dict(stage=1, cluster_size=16, block_size=256, async_copy=1),
           dict(stage=1, cluster_size=16, block_size=512, async_copy=1),
           dict(stage=2, cluster_size=16, block_size=256, async_copy=1),
           dict(stage=2, cluster_size=16, block_size=512, async_copy=1),
           dict(stage=0, cluster_size=16)]
CASES = [("softmax", "bf16", 262144, FORWARD), ("softmax", "fp16", 262144, FORWARD[:4]),
         ("softmax", "fp32", 262144, FORWARD), ("softmax", "bf16", 131072, FORWARD[:3]),
         ("log_softmax", "bf16", 262144, FORWARD[:4]),
         ("softmax", "bf16", 250000, FORWARD[:4]),
         ("softmax_backward", "bf16", 262144, [dict(stage=3, cluster_size=16), dict(stage=3, cluster_size=16, block_size=256),
                                               dict(stage=1, cluster_size=16)]),
         ("softmax_backward", "fp32", 262144, [dict(stage=3, cluster_size=16), dict(stage=1, cluster_size=16)])]
arch = loader._device_arch()
for op, dtype, cols, variants in CASES:
    w = Width(dtype, cols, op)
    for tunables in variants:
        line = f"{op:16} {dtype} {cols:7d} {str(tunables):68}"
        base = make_plan(KernelSpec(op=op, strategy="cluster", cols=cols, dtype=dtype, backend="cuda", **tunables))
        for exchange in ("barrier", "mbarrier") if op in BACKWARD_OPS else ("barrier", "mbarrier", "warps"):
            try:
                f = loader._load(dataclasses.replace(base, exchange=exchange), arch)
                pct = w.pct(f, f"{op} {dtype} {cols} {tunables} exchange {exchange}")
                regs = sys.modules[f.__module__]._function.num_regs
                line += f" | {exchange[:4]} r{regs}: {pct:5.1f}%"
            except Exception as exc:
                line += f" | {exchange}: {type(exc).__name__} {str(exc)[:100]}"
        print(line, flush=True)
