"""The Triton gluon kernels that stage rows in shared memory with cp.async (smem forward, online
backward), once each on aligned and peeled rows; meant to run under compute-sanitizer:

    compute-sanitizer --tool racecheck python scripts/sanitize_gluon.py
"""
import sys

import torch

import softgen

for dtype, t in (("bf16", torch.bfloat16), ("fp16", torch.float16)):
    for cols in (44000, 44001):                 # aligned rows, and peeled ones (a head and a tail)
        for op in ("softmax_backward", "log_softmax_backward"):
            f = softgen.load(op=op, strategy="online", dtype=dtype, backend="triton")
            assert sys.modules[f.__module__]._gluon_shape(0, cols) is not None
            y = torch.softmax(torch.randn(37, cols, device="cuda"), -1).to(t)
            f(y, torch.randn(37, cols, device="cuda").to(t))
            torch.cuda.synchronize()
            print(f"{op} online triton gluon {dtype} {cols}: ran", file=sys.stderr)
    for cols in (20000, 20001):                 # smem: rows up to 32768
        f = softgen.load(strategy="smem", dtype=dtype, cols=cols, backend="triton")
        assert sys.modules[f.__module__]._gluon_shape(0) is not None
        f(torch.randn(37, cols, device="cuda").to(t))
        torch.cuda.synchronize()
        print(f"softmax smem triton gluon {dtype} {cols}: ran", file=sys.stderr)
print("sanitize run done", file=sys.stderr)
