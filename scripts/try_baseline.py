"""Exploration: CUDA kernels now (softgen.load) against the same specs rendered from an earlier
commit into a baseline folder, same run, each validated first (explore.Width).

    git worktree add /tmp/wt_base HEAD~1
    PYTHONPATH=/tmp/wt_base python -m softgen.cli emit --op softmax_backward --strategy smem \\
        --cols 12345 --dtype fp16 --backend cuda --out baseline/fp16pair
    python scripts/try_baseline.py baseline/fp16pair op=softmax_backward fp16 smem:12345 cluster:100001
"""
import pathlib
import sys

import softgen
from explore import Width, module_from_file

folder = pathlib.Path(sys.argv[1])
args = sys.argv[2:]
op = next((a.split("=")[1] for a in args if a.startswith("op=")), "softmax")
dtype = next(a for a in args if "=" not in a and ":" not in a)
for arg in (a for a in args if ":" in a):
    strategy, widths = arg.split(":")
    for cols in map(int, widths.split(",")):
        old = module_from_file(folder / f"{op}_{strategy}_c{cols}_{dtype}_cuda.py")
        new = softgen.load(op=op, strategy=strategy, cols=cols, dtype=dtype, backend="cuda")
        w = Width(dtype, cols, op)
        print(f"{op} {dtype} {strategy:7} {cols:6d} | baseline {w.pct(getattr(old, op), 'baseline'):5.1f} "
              f"| now {w.pct(new, 'now'):5.1f}", flush=True)
