"""Time per call, Python included, on small inputs where launch cost dominates.

    python scripts/latency.py        # prints a table; softgen 'auto' against torch.softmax
"""
import time

import torch

import softgen

SHAPES = [(1, 4096), (8, 32768), (64, 1024)]


def per_call_us(fn, x, calls=2000):
    for _ in range(50):
        fn(x)
    torch.cuda.synchronize()
    start = time.perf_counter()
    for _ in range(calls):
        fn(x)
    torch.cuda.synchronize()
    return 1e6 * (time.perf_counter() - start) / calls


for dtype, t in (("fp32", torch.float32), ("bf16", torch.bfloat16)):
    for rows, cols in SHAPES:
        x = torch.randn(rows, cols, device="cuda").to(t)
        torch_us = per_call_us(lambda v: torch.softmax(v, -1), x)
        for backend in ("cuda", "triton"):
            f = softgen.load(strategy="auto", cols=cols, dtype=dtype, backend=backend)
            us = per_call_us(f, x)
            print(f"{dtype} {rows:3d}x{cols:<6d} {f.__softgen_plan__.name:45s} {us:7.1f} us/call   "
                  f"torch.softmax {torch_us:6.1f} us/call   ratio {us / torch_us:4.2f}")
        us = per_call_us(lambda v: softgen.softmax(v), x)       # the drop-in (backend both: auto)
        print(f"{dtype} {rows:3d}x{cols:<6d} {'softgen.softmax(x)':45s} {us:7.1f} us/call   "
              f"torch.softmax {torch_us:6.1f} us/call   ratio {us / torch_us:4.2f}")
