"""Exploration: the Triton register cap (plan.max_registers) on and off at the widths it
applies to (rows Triton cannot pack, programs of 512+ threads), CUDA in the same run.
Not a test; prints % of copy.

    python scripts/try_triton_cap_widths.py
"""
import sys

import softgen
from explore import Width

for dtype in ("bf16", "fp32"):
    for cols in (2500, 4100, 5001, 8191, 12345, 16383, 20001, 32767):
        w = Width(dtype, cols)
        cuda = softgen.load(strategy="block", cols=cols, dtype=dtype)
        line = f"{dtype} {cols:6d} cuda block {w.pct(cuda, f'{dtype} {cols} cuda block'):5.1f}%"
        f = softgen.load(strategy="block", cols=cols, dtype=dtype, backend="triton")
        module = sys.modules[f.__module__]
        cap = getattr(module, "MAX_REGISTERS", None)
        for setting in (cap, None) if cap else (None,):
            module.MAX_REGISTERS = setting
            pct = w.pct(f, f"{dtype} {cols} maxnreg {setting}")
            line += f" | triton nw{module.NUM_WARPS} maxnreg {setting}: {pct:5.1f}%"
        module.MAX_REGISTERS = cap
        print(line, flush=True)
