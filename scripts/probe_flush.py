"""Time one cluster config three ways at a few widths (exploration, not a test): do_bench's
median (L2 flushed by writing 256 MB before each run: the L2 starts full of dirty lines), the
same with the L2 flushed by reading 256 MB (clean lines), and back-to-back launches with no
flush.  Each as % of a copy timed the same way, after validation (explore.Width).

    python scripts/probe_flush.py bf16 195888,195892 op=softmax stage=1,cluster_size=16,block_size=256
"""
import sys

import torch

import softgen
from explore import Width, tunables

dtype, widths = sys.argv[1], [int(c) for c in sys.argv[2].split(",")]
op = sys.argv[3][3:]
configs = sys.argv[4:]
flush = torch.empty(1 << 26, dtype=torch.int32, device="cuda")      # 256 MB


def timed(fn, clear, reps=40):
    """Median ms of fn over reps, each after clear() (None: back to back, mean of the loop)."""
    for _ in range(5):
        fn()
    if clear is None:
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        for _ in range(reps):
            fn()
        e.record()
        torch.cuda.synchronize()
        return s.elapsed_time(e) / reps
    times = []
    for _ in range(reps):
        clear()
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        fn()
        e.record()
        times.append((s, e))
    torch.cuda.synchronize()
    return sorted(s.elapsed_time(e) for s, e in times)[reps // 2]


ways = {"dirty": flush.zero_, "clean": lambda: flush.sum(), "none": None}
print(f"{op} {dtype}: % of copy, L2 flushed by a write (dirty) / a read (clean) / not (none)")
for cols in widths:
    w = Width(dtype, cols, op)
    copy = {k: timed(lambda: w.y.copy_(w.inputs[0]), c) for k, c in ways.items()}
    for config in configs:
        f = softgen.load(op=op, strategy="cluster", cols=cols, dtype=dtype, backend="cuda", **tunables(config))
        w.pct(f, f"{cols} {config}")        # validates
        pct = {k: 100 * w.tensors / 2 * copy[k] / timed(lambda: f(*w.inputs, out=w.y), c) for k, c in ways.items()}
        print(f"{cols:7d} {config:50s} " + " ".join(f"{k} {v:6.1f}" for k, v in pct.items()), flush=True)
