"""Exploration: Triton online's fp32 programs on rows of 256-512 KB (32 warps, 32 elements a
thread held in registers: 64 registers, one program an SM) launched one a row instead of a
persistent grid of one an SM, as 16-bit rows gained from (notes entry 69).  Prints % of copy,
same run, against CUDA online and the shipped launcher.  Not a test.

    python scripts/try_triton_online_fp32_row.py fp32:80000,100000
"""
import sys

from explore import online_run, online_widths

for dtype, w, cuda, triton, module in online_widths(sys.argv[1:]):
    c = w.pct(cuda, f"{dtype} {w.cols} cuda")
    t = w.pct(triton, f"{dtype} {w.cols} triton")
    programs, warps, tile, cache = module._launch_shape(0, w.cols)
    line = f"{dtype} {w.cols:6d} | cuda {c:5.1f} | launcher ({programs}, {warps}, {tile}, {cache}) {t:5.1f} ({t / c:.2f})"
    for label, grid in (("persistent", programs), ("row", 2 ** 31 - 1)):
        run = online_run(module, grid, warps, tile, cache=cache)
        v = w.pct(run, f"{dtype} {w.cols} {label}")
        line += f" | {label} {v:5.1f} ({v / c:.2f}, {run.compiled.n_regs}r)"
    print(line, flush=True)
