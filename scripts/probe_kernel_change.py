"""Exploration: auto's CUDA kernels now against the same kernels emitted from an earlier commit
(scripts/fiftyninth_kernel_baselines.sh: `softgen emit --strategy auto --backend cuda --out DIR`),
same run, each validated first (explore.Width), medians of REPEAT interleaved runs (default 3).

    python scripts/probe_kernel_change.py baseline/pre59k bf16:163064,95424 fp16:17008 fp32:155392
"""
import os
import pathlib
import statistics
import sys

import softgen
from explore import Width, module_from_file

folder = pathlib.Path(sys.argv[1])
repeat = int(os.environ.get("REPEAT", 3))
print(f"softmax, % of copy, median of {repeat} interleaved runs: baseline ({folder}) | now")
for arg in sys.argv[2:]:
    dtype, widths = arg.split(":")
    for cols in map(int, widths.split(",")):
        found = sorted(folder.glob(f"softmax_*_c{cols}_{dtype}_cuda*.py"))
        assert len(found) == 1, f"{cols} {dtype}: {found}"
        old = module_from_file(found[0]).softmax
        new = softgen.load(strategy="auto", cols=cols, dtype=dtype, backend="cuda")
        assert new.__softgen_plan__.name == found[0].stem, (new.__softgen_plan__.name, found[0].stem)
        w = Width(dtype, cols, "softmax")
        runs = [(w.pct(old, f"{cols} baseline"), w.pct(new, f"{cols} now")) for _ in range(repeat)]
        before, now = (statistics.median(r[i] for r in runs) for i in (0, 1))
        print(f"{dtype} {cols:6d} {found[0].stem[8:]:40} {before:6.1f} {now:6.1f} {now - before:+5.1f}", flush=True)
