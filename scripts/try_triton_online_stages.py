"""Exploration: Triton online with its tile loops pipelined (num_stages 2-3: the loads of the next
tiles in flight through shared memory while a tile is reduced) against 1, on the widths where it
trails CUDA online, with CUDA online in the same run.  Not a test; prints % of copy.

    python scripts/try_triton_online_stages.py
"""
import softgen
from explore import Width

for dtype, cols in (("fp32", 65536), ("fp32", 131072), ("fp32", 262144), ("bf16", 70000),
                    ("fp16", 70000), ("bf16", 131072), ("bf16", 262144)):
    w = Width(dtype, cols)
    cuda = softgen.load(strategy="online", dtype=dtype, backend="cuda")
    line = f"{dtype} {cols:6d} | cuda {w.pct(cuda, f'cuda {dtype} {cols}'):5.1f}"
    for stages in (1, 2, 3):
        f = softgen.load(strategy="online", dtype=dtype, backend="triton", num_stages=stages)
        line += f" | triton stages {stages} {w.pct(f, f'triton {dtype} {cols} stages {stages}'):5.1f}"
    print(line, flush=True)
