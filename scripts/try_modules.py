"""Exploration: rendered launcher modules from files (variants of one kernel, hand-edited or
rendered from other commits), timed side by side in the same run, each validated first
(explore.Width); medians of REPEAT interleaved runs (default 3).  Each argument DIR holds one
module (its .py and .cu); the label is the folder's name.

    python scripts/try_modules.py fp32 170000 baseline/v61/A170000 baseline/v61/B170000
    python scripts/try_modules.py op=log_softmax bf16 163064 DIR1 DIR2
"""
import os
import pathlib
import statistics
import sys

from explore import Width, module_from_file

args = sys.argv[1:]
op = next((a.split("=")[1] for a in args if a.startswith("op=")), "softmax")
args = [a for a in args if not a.startswith("op=")]
dtype, cols, dirs = args[0], int(args[1]), [pathlib.Path(a) for a in args[2:]]
repeat = int(os.environ.get("REPEAT", 3))
fns = [getattr(module_from_file(next(p for p in d.glob("*.py") if p.name != "__init__.py")), op) for d in dirs]
w = Width(dtype, cols, op)
runs = [[w.pct(f, d.name) for f, d in zip(fns, dirs)] for _ in range(repeat)]
print(f"{op} {dtype} {cols:7d} | " + " | ".join(f"{d.name} {statistics.median(r[i] for r in runs):5.1f}"
                                            for i, d in enumerate(dirs)), flush=True)
