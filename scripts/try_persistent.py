"""Exploration: cluster kernels with the grid capped (persistent clusters striding over rows)
against one cluster per row.  Not a test; prints % of copy per variant.

    python scripts/try_persistent.py
"""
import sys

import torch
from triton.testing import do_bench

import softgen
from softgen.validate import check

SMS = torch.cuda.get_device_properties(0).multi_processor_count
CASES = [("bf16", 262144, dict(cluster_size=8, block_size=256)), ("bf16", 262144, dict(stage=1, cluster_size=16)),
         ("bf16", 131072, dict(cluster_size=8)), ("bf16", 65536, dict(cluster_size=2, block_size=256)),
         ("bf16", 50000, dict(cluster_size=4)), ("fp32", 262144, dict(stage=2, cluster_size=16)),
         ("fp32", 131072, dict(stage=2, cluster_size=8))]
for dtype, cols, tunables in CASES:
    t = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[dtype]
    rows = (1 << 26) // cols
    x = (torch.randn(rows, cols, device="cuda") * 3).to(t)
    y = torch.empty_like(x)
    copy_ms = do_bench(lambda: y.copy_(x), warmup=25, rep=60, return_mode="median")
    f = softgen.load(strategy="cluster", cols=cols, dtype=dtype, **tunables)
    module = sys.modules[f.__module__]
    k = module.CLUSTER
    line = f"{dtype} {cols:7d} {str(tunables):45}"
    for per_sm in (0, 1, 2, 3, 4):
        module.MAX_GRID = 2 ** 31 - 1 if per_sm == 0 else SMS * per_sm // k * k
        fresh = (torch.randn(rows, cols, device="cuda") * 3).to(t)
        check(f(fresh), fresh, f"{dtype} {cols} {tunables} grid cap {per_sm}")
        ms = do_bench(lambda: f(x, out=y), warmup=25, rep=60, return_mode="median")
        line += f"  cap {per_sm}: {100 * copy_ms / ms:5.1f}%"
    print(line, flush=True)
