"""Exploration: CUDA kernels now (softgen.load) against the same specs rendered from an earlier
commit into a baseline folder, same run, each validated first (explore.Width); medians of REPEAT
interleaved runs (default 1).  Strategy `auto` takes auto's CUDA pick at each width, emitted with
`softgen emit --strategy auto --backend cuda` (scripts/fiftyninth_kernel_baselines.sh).

    git worktree add /tmp/wt_base HEAD~1
    (cd /tmp/wt_base && python -m softgen.cli emit --op softmax_backward --strategy smem \\
        --cols 12345 --dtype fp16 --backend cuda --out "$OLDPWD/baseline/fp16pair")

    python scripts/try_baseline.py baseline/fp16pair op=softmax_backward fp16 smem:12345 cluster:100001
    REPEAT=3 python scripts/try_baseline.py baseline/pre59k bf16 auto:163064,95424

Emit from inside the worktree: `python -m` puts the working directory first on sys.path, ahead
of PYTHONPATH, so `PYTHONPATH=/tmp/wt_base python -m softgen.cli emit` run from this checkout
renders this checkout's templates, not the worktree's (notes entry 175).
"""
import os
import pathlib
import statistics
import sys

import softgen
from explore import Width, module_from_file

folder = pathlib.Path(sys.argv[1])
args = sys.argv[2:]
op = next((a.split("=")[1] for a in args if a.startswith("op=")), "softmax")
dtype = next(a for a in args if "=" not in a and ":" not in a)
repeat = int(os.environ.get("REPEAT", 1))
for arg in (a for a in args if ":" in a):
    strategy, widths = arg.split(":")
    for cols in map(int, widths.split(",")):
        new = softgen.load(op=op, strategy=strategy, cols=cols, dtype=dtype, backend="cuda")
        name = new.__softgen_plan__.name          # the module emit wrote for the same spec
        old = getattr(module_from_file(folder / f"{name}.py"), op)
        w = Width(dtype, cols, op)
        runs = [(w.pct(old, "baseline"), w.pct(new, "now")) for _ in range(repeat)]
        before, now = (statistics.median(r[i] for r in runs) for i in (0, 1))
        print(f"{op} {dtype} {new.__softgen_plan__.strategy:7} {cols:6d} | baseline {before:5.1f} "
              f"| now {now:5.1f}", flush=True)
