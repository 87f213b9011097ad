"""The Triton gluon kernels that keep rows in shared memory (smem forward and online backward
through cp.async, online forward's cached tiles), once each on aligned and peeled rows; meant to
run under compute-sanitizer:

    compute-sanitizer --tool racecheck python scripts/sanitize_gluon.py
    compute-sanitizer --tool racecheck python scripts/sanitize_gluon.py smem    # smem's alone
"""
import sys

import torch

import softgen

SMEM_ONLY = sys.argv[1:] == ["smem"]
for dtype, t in (("bf16", torch.bfloat16), ("fp16", torch.float16)):
    for cols in () if SMEM_ONLY else (44000, 44001):    # aligned rows, and peeled ones (a head and a tail)
        for op in ("softmax_backward", "log_softmax_backward"):
            f = softgen.load(op=op, strategy="online", dtype=dtype, backend="triton")
            assert sys.modules[f.__module__]._gluon_shape(0, cols) is not None
            y = torch.softmax(torch.randn(37, cols, device="cuda"), -1).to(t)
            f(y, torch.randn(37, cols, device="cuda").to(t))
            torch.cuda.synchronize()
            print(f"{op} online triton gluon {dtype} {cols}: ran", file=sys.stderr)
    # smem: rows up to 57344 (past 32768 the gluon kernel alone; 50001 also through an aligned copy)
    for cols in (4097, 20000, 20001, 50001, 57344):
        f = softgen.load(strategy="smem", dtype=dtype, cols=cols, backend="triton")
        assert sys.modules[f.__module__]._gluon_shape(0) is not None
        x = torch.randn(37, cols + 1, device="cuda").to(t)
        for rows in ((x[:, :cols], x[:, 1:]) if cols == 50001 else (x[:, :cols],)):
            err = (f(rows).double() - torch.softmax(rows.double(), -1)).abs().max().item()
            print(f"softmax smem triton gluon {dtype} {cols}: max abs error {err:.2e}", file=sys.stderr)
if SMEM_ONLY:
    sys.exit(print("sanitize run done", file=sys.stderr))
# online forward: one program an SM on 16-bit rows from 168 KB (131089, 100000), split over programs
# from 168 KB (fp32: 100003 and 200003) and 384 KB (16-bit: 200003); 140 rows spread over 70
# programs; two programs an SM on 16-bit rows of 76-168 KB (50001, 70000; 40960: every full tile
# cached) and fp32 ones of 100-168 KB (36001); fp32 log_softmax's split
for op, dtype, t, widths in (("softmax", "fp32", torch.float32, (36001, 100003, 200003)),
                             ("log_softmax", "fp32", torch.float32, (100003,)),
                             ("softmax", "bf16", torch.bfloat16, (40960, 50001, 100000, 131089, 200003)),
                             ("softmax", "fp16", torch.float16, (70000, 131089, 200003))):
    for cols in widths:
        f = softgen.load(op=op, strategy="online", dtype=dtype, backend="triton")
        assert sys.modules[f.__module__]._gluon_shape(0, cols) is not None
        x = torch.randn(140, cols, device="cuda").to(t)
        ref = getattr(torch, op)(x.double(), -1)
        err = (f(x).double() - ref).abs().max().item()
        print(f"{op} online triton gluon {dtype} {cols} x 140: max abs error {err:.2e}", file=sys.stderr)
print("sanitize run done", file=sys.stderr)
