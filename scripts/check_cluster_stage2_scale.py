"""Check: cluster stage 2 (slices in registers) in bf16 on rows whose slices' maxima lie far
below the row's max (outputs e^-40 .. e^-80, normal bf16 values).  Not a test; prints one line
a gap, with the kernel's error against the float64 reference.

    python scripts/check_cluster_stage2_scale.py
"""
import torch

import softgen
from softgen.validate import Mismatch, check

cols, k = 32768, 8                      # 8 slices of 4096
for dtype in ("bf16", "fp32"):
    f = softgen.load(strategy="cluster", stage=2, cluster_size=k, cols=cols, dtype=dtype)
    for gap in (20.0, 40.0, 50.0, 60.0, 80.0):
        x = torch.randn(64, cols, device="cuda") * 0.5 - gap
        x[:, :cols // k] = torch.randn(64, cols // k, device="cuda") * 0.5      # slice 0 holds the max
        x = x.to({"bf16": torch.bfloat16, "fp32": torch.float32}[dtype])
        try:
            check(f(x), x, f"{dtype} gap {gap}")
            print(f"{dtype} gap {gap:4.0f}: ok", flush=True)
        except Mismatch as e:
            print(f"{dtype} gap {gap:4.0f}: {str(e)[:150]}", flush=True)
