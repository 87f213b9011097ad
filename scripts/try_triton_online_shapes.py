"""Exploration: Triton online (rows not split) at the widths where it trails CUDA online (fp32
131072, 16-bit 70000) with other (programs, warps, tile) than the launcher's, CUDA online and
the launcher's shape in the same run.  Not a test; prints % of copy.

    python scripts/try_triton_online_shapes.py
"""
import sys

import softgen
from explore import Width, online_run

for dtype, cols in (("fp32", 131072), ("fp32", 262144), ("bf16", 70000), ("fp16", 70000)):
    w = Width(dtype, cols)
    cuda = softgen.load(strategy="online", dtype=dtype, backend="cuda")
    f = softgen.load(strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[f.__module__]
    shape = module._launch_shape(0, cols)
    line = f"{dtype} {cols:6d} | cuda {w.pct(cuda, 'cuda'):5.1f} | launcher {shape} {w.pct(f, 'launcher'):5.1f}"
    pack = 16 // w.t.itemsize
    for programs, warps, groups in ((132, 16, 2), (264, 16, 2), (264, 16, 4), (132, 16, 4), (264, 8, 2),
                                    (264, 8, 4), (396, 8, 4), (528, 8, 2), (198, 16, 2), (66, 32, 2)):
        tile = warps * 32 * pack * groups
        run = online_run(module, programs, warps, tile)
        line += f" | {programs}x{warps}w x{groups} {w.pct(run, f'{programs} {warps} {tile}'):5.1f}"
    print(line, flush=True)
