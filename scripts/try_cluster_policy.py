"""Exploration: the cluster scheduling policy (default / spread / load-balancing) of the
16-block cluster launches (cuLaunchKernelEx).  Not a test; prints % of copy per policy.

    python scripts/try_cluster_policy.py
"""
import ctypes
import sys

import torch
from triton.testing import do_bench

import softgen
from softgen.validate import check

CASES = [("bf16", 262144, dict(stage=1, cluster_size=16)), ("bf16", 131072, dict(stage=1, cluster_size=16)),
         ("fp32", 262144, dict(stage=2, cluster_size=16)), ("fp32", 131072, dict(stage=2, cluster_size=16)),
         ("bf16", 262144, dict(stage=2, cluster_size=16))]


def launch_with_policy(module, policy):
    def _launch(grid, args, stream):
        values, address = module._param_buffers()
        values[:] = args
        attrs = (module._LaunchAttribute * 2)()
        attrs[0].id, attrs[1].id = 4, 5           # cluster dimension, scheduling policy
        attrs[0].value[:3] = (module.CLUSTER, 1, 1)
        attrs[1].value[0] = policy
        config = module._LaunchConfig((grid, 1, 1), (module.BLOCK, 1, 1), module.SMEM_BYTES, stream,
                                      ctypes.cast(attrs, ctypes.POINTER(module._LaunchAttribute)), 2)
        assert module._launch_ex()(ctypes.byref(config), module._handle[1], address, None) == 0
    return _launch


for dtype, cols, tunables in CASES:
    t = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[dtype]
    rows = (1 << 26) // cols
    x = (torch.randn(rows, cols, device="cuda") * 3).to(t)
    y = torch.empty_like(x)
    copy_ms = do_bench(lambda: y.copy_(x), warmup=25, rep=60, return_mode="median")
    f = softgen.load(strategy="cluster", cols=cols, dtype=dtype, **tunables)
    module = sys.modules[f.__module__]
    f(x, out=y)
    torch.cuda.synchronize()
    original = module._launch
    line = f"{dtype} {cols:7d} {str(tunables):35}"
    for name, policy in (("as shipped", None), ("default", 0), ("spread", 1), ("load-balancing", 2)):
        module._launch = original if policy is None else launch_with_policy(module, policy)
        fresh = (torch.randn(rows, cols, device="cuda") * 3).to(t)
        check(f(fresh), fresh, f"{dtype} {cols} {tunables} {name}")
        ms = do_bench(lambda: f(x, out=y), warmup=25, rep=60, return_mode="median")
        line += f"  {name}: {100 * copy_ms / ms:5.1f}%"
    print(line, flush=True)
