"""Exploration: Triton online's kernel (not gluon) with 16- and 8-warp programs on 16-bit rows of
150-260 KB, past the 140 KB where the launcher's 16-warp rule stops (notes entry 45 measured
16 warps at 100000 69 -> 73% before later changes to the launcher).  Variants: (programs,
warps, tile).  Prints % of copy, same run, against CUDA online and the shipped launcher.
Not a test.

    python scripts/try_triton_online_16w_long.py bf16:80000,100000 fp16:100000
"""
import sys

from explore import online_run, online_widths

VARIANTS = [(132, 16, 8192), (264, 16, 8192), (396, 16, 8192), (528, 16, 8192), (264, 16, 16384),
            (264, 32, 16384), (528, 8, 4096)]

for dtype, w, cuda, triton, module in online_widths(sys.argv[1:]):
    c = w.pct(cuda, f"{dtype} {w.cols} cuda")
    t = w.pct(triton, f"{dtype} {w.cols} triton")
    shape = module._launch_shape(0, w.cols)[:3]
    line = f"{dtype} {w.cols:6d} | cuda {c:5.1f} | launcher {shape} {t:5.1f} ({t / c:.2f})"
    for grid, warps, tile in VARIANTS:
        v = w.pct(online_run(module, grid, warps, tile), f"{dtype} {w.cols} {grid}x{warps}w t{tile}")
        line += f" | {grid}x{warps}w t{tile} {v:5.1f} ({v / c:.2f})"
    print(line, flush=True)
