"""Time tunable variants against a copy of the same bytes (exploration, not a test).

    python scripts/try_variants.py fp32 65536 cluster cluster_size=2 cluster_size=4 ...
"""
import sys

import torch
from triton.testing import do_bench

import softgen
from softgen.validate import check

dtype, cols, strategy = sys.argv[1], int(sys.argv[2]), sys.argv[3]
t = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[dtype]
rows = (1 << 26) // cols
x = (torch.randn(rows, cols, device="cuda") * 3).to(t)
y = torch.empty_like(x)
copy_ms = do_bench(lambda: y.copy_(x), warmup=25, rep=80, return_mode="median")
nbytes = 2 * x.numel() * x.element_size()
for variant in sys.argv[4:] or [""]:
    tunables = {k: int(v) for k, v in (a.split("=") for a in variant.split(",") if a)}
    try:
        f = softgen.load(strategy=strategy, cols=None if strategy == "online" else cols, dtype=dtype,
                         backend=tunables.pop("triton", 0) and "triton" or "cuda", **tunables)
        fresh = (torch.randn(rows, cols, device="cuda") * 3).to(t)
        check(f(fresh), fresh, variant)
        ms = do_bench(lambda: f(x, out=y), warmup=25, rep=80, return_mode="median")
        print(f"{dtype} {cols:7d} {strategy:8} {variant or 'default':32} {nbytes / ms / 1e6:6.0f} GB/s "
              f"{100 * copy_ms / ms:5.1f}% of copy  {f.__softgen_plan__.summary()}")
    except Exception as exc:
        print(f"{dtype} {cols:7d} {strategy:8} {variant:32} ERROR {type(exc).__name__}: {str(exc)[:150]}")
