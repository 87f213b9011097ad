"""Exploration: Triton online with one program per row (the hardware starts a program as another
retires) where the rows of all resident programs fit L2 anyway, against the launcher's strided
programs (capped to L2), same warps and tile, in the same run.  Not a test; prints % of copy.

    python scripts/try_triton_online_per_row.py
"""
import sys

import softgen
from explore import Width, online_run

for dtype in ("bf16", "fp16", "fp32"):
    f = softgen.load(strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[f.__module__]
    sms, l2 = module._gpu(0)
    for cols in (8192, 12345, 16384, 32768, 50000, 65536):
        w = Width(dtype, cols)
        programs, warps, tile = module._launch_shape(0, cols)
        resident = sms * (module.WARPS_PER_SM // warps)
        fit = int(l2 * module.L2_SHARE) // (cols * w.t.itemsize)
        line = f"{dtype} {cols:6d} {warps}w programs {programs} resident {resident} fit {fit}"
        for name, grid in (("strided", programs), ("per row", w.rows), ("strided", programs)):

            run = online_run(module, grid, warps, tile)
            line += f" | {name} {w.pct(run, f'{dtype} {cols} {name}'):5.1f}"
        print(line, flush=True)
