"""Probe: is bf16 backward at N = 12345 slow for the width or for the buffers' layout?
Times online/cuda and block/cuda backward at neighbouring widths, with the three tensors
allocated back to back and with 1 MB gaps between them.

    python scripts/probe_backward.py
"""
import torch
from triton.testing import do_bench

import softgen

ELEMS = 1 << 26
for cols in (12288, 12344, 12345, 12352, 16384, 24690):
    rows = ELEMS // cols
    for gap in (0, 1 << 20):
        pad = torch.empty(gap, dtype=torch.uint8, device="cuda") if gap else None
        y = torch.softmax(torch.randn(rows, cols, device="cuda"), -1).to(torch.bfloat16)
        pad2 = torch.empty(gap + 4096, dtype=torch.uint8, device="cuda") if gap else None
        dy = torch.randn(rows, cols, device="cuda").to(torch.bfloat16)
        dx = torch.empty_like(y)
        x = torch.empty_like(y)
        copy_ms = do_bench(lambda: dx.copy_(x), warmup=25, rep=80, return_mode="median")
        copy_gbps = 2 * y.numel() * 2 / copy_ms / 1e6
        line = f"bf16 N={cols:6d} gap={gap:8d} copy {copy_gbps:6.0f} GB/s"
        for strategy in ("online", "block", "smem"):
            try:
                f = softgen.load(op="softmax_backward", strategy=strategy, dtype="bf16", backend="cuda",
                                 cols=None if strategy == "online" else cols)
            except softgen.SoftgenError:
                continue
            ms = do_bench(lambda: f(y, dy, out=dx), warmup=25, rep=80, return_mode="median")
            line += f"  {strategy} {100 * 3 * y.numel() * 2 / ms / 1e6 / copy_gbps:5.1f}%"
        print(line, flush=True)
        del pad, pad2
