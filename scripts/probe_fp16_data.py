"""Probe: does CUDA fp16 backward run slower on its inputs' values (a softmax output of wide rows
is mostly fp16 subnormals) than on normal halves?  The same kernel timed on y = softmax(randn * 3)
(compare's input), on y clamped to fp16's normal range, and on y of normal halves; bf16 alongside.

    python scripts/probe_fp16_data.py online:16385 smem:12345
"""
import sys

import torch

import softgen
from explore import ELEMS, bench

for arg in sys.argv[1:]:
    strategy, cols = arg.split(":")[0], int(arg.split(":")[1])
    rows = ELEMS // cols
    x = torch.randn(rows, cols, device="cuda") * 3
    y32 = torch.softmax(x, -1)
    dy32 = torch.randn(rows, cols, device="cuda")
    copy_src, copy_dst = torch.empty(rows, cols, dtype=torch.float16, device="cuda"), None
    copy_dst = torch.empty_like(copy_src)
    copy_ms = bench(lambda: copy_dst.copy_(copy_src))
    line = f"{strategy:6} {cols:6d} |"
    for dtype, t in (("fp16", torch.float16), ("bf16", torch.bfloat16)):
        f = softgen.load(op="softmax_backward", strategy=strategy, dtype=dtype, backend="cuda",
                         cols=None if strategy == "online" else cols)
        dy, out = dy32.to(t), torch.empty(rows, cols, dtype=t, device="cuda")
        cases = {"softmax": y32.to(t), "clamped": y32.clamp(min=2 ** -14).to(t),
                 "normal": (torch.rand_like(y32) * 1e-3 + 1e-3).to(t)}
        for name, y in cases.items():
            sub = ((y != 0) & (y.abs() < 2 ** -14)).float().mean().item() if t == torch.float16 else 0.0
            zero = (y == 0).float().mean().item()
            ms = bench(lambda: f(y, dy, out=out))
            line += f" {dtype} {name} {150 * copy_ms / ms:5.1f}% (sub {sub:.2f} zero {zero:.2f})"
    print(line, flush=True)
