"""% of copy of the shipped online launchers (CUDA and Triton) at the widths given, and their
ratio: the Triton-within-10% check for online.  Not a test.

    python scripts/online_pct.py bf16,fp16,fp32 8192,12345,16384,32768,65536
"""
import sys

import softgen
from explore import Width

dtypes = sys.argv[1].split(",")
widths = [int(c) for c in sys.argv[2].split(",")]
for dtype in dtypes:
    cuda = softgen.load(strategy="online", dtype=dtype, backend="cuda")
    triton = softgen.load(strategy="online", dtype=dtype, backend="triton")
    for cols in widths:
        w = Width(dtype, cols)
        c, t = w.pct(cuda, f"{dtype} {cols} cuda"), w.pct(triton, f"{dtype} {cols} triton")
        print(f"{dtype} {cols:6d} | cuda {c:5.1f} | triton {t:5.1f} | triton/cuda {t / c:.2f}", flush=True)
