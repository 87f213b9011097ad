"""Shared-memory carveout (exploration): a kernel timed as the driver configures it and with
CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT at 100% (all of the 228 KB an SM for shared
memory), to see whether the driver leaves two staged blocks an SM one where they would fit
(fp32 cluster 16 backward stage 1: 99% at 197001, 90 at 199001: two blocks of 97 KB pass a
196 KB carveout there).  Validated first (explore.Width); % of copy.

    python scripts/try_carveout.py op=softmax_backward fp32 cluster 197001,199001 stage=1,cluster_size=16
"""
import sys

import cupy

import softgen
import softgen.runtime.loader as loader
from explore import Width, tunables as parse_tunables

CARVEOUT = 9       # CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT

args = sys.argv[1:]
op = args.pop(0)[3:] if args[0].startswith("op=") else "softmax"
dtype, strategy, widths, configs = args[0], args[1], [int(c) for c in args[2].split(",")], args[3:] or [""]
print(f"{op} {dtype} {strategy}: % of copy, driver's carveout / 100%")
for cols in widths:
    w = Width(dtype, cols, op)
    cells = []
    for c in configs:
        loader._by_spec.clear()
        f = softgen.load(op=op, strategy=strategy, cols=cols, dtype=dtype, backend="cuda", **parse_tunables(c))
        module = sys.modules[f.__module__]
        plain = w.pct(f, f"{cols} {c}")
        cupy.cuda.driver.funcSetAttribute(module._cu_function(module._function), CARVEOUT, 100)
        full = w.pct(f, f"{cols} {c} carveout 100")
        cupy.cuda.driver.funcSetAttribute(module._cu_function(module._function), CARVEOUT, -1)
        cells.append(f"{c or 'default'}: {plain:5.1f} / {full:5.1f}")
    print(f"{cols:7d}  " + "   ".join(cells), flush=True)
    del w
