"""The cp.async staging (smem, cluster stage 1) once on odd, unaligned shapes; meant to run
under compute-sanitizer (memcheck, racecheck):

    compute-sanitizer --tool racecheck python scripts/sanitize_async.py
"""
import sys

import torch

import softgen

CASES = [dict(strategy="smem", cols=12345), dict(strategy="smem", cols=33),
         dict(strategy="cluster", stage=1, cluster_size=2, cols=3001),
         dict(strategy="cluster", stage=1, cluster_size=16, cols=70001)]
for dtype in ("fp32", "bf16"):
    t = {"fp32": torch.float32, "bf16": torch.bfloat16}[dtype]
    for case in CASES:
        for op in ("softmax", "log_softmax"):
            f = softgen.load(op=op, dtype=dtype, async_copy=1, **case)
            cols = case["cols"]
            x = torch.randn(37, cols + 3, device="cuda").to(t)[:, 1:cols + 1]     # unaligned, strided
            y = f(x)
            torch.cuda.synchronize()
            ref = (torch.softmax if op == "softmax" else torch.log_softmax)(x.double(), -1)
            print(f"{op} {case} {dtype}: max abs error {(y.double() - ref).abs().max().item():.2e}", file=sys.stderr)
