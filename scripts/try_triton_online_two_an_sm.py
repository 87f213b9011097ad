"""Exploration: Triton online's kernel (not gluon) with its 32-warp programs two an SM (32
registers a thread, the register cache off) on rows of 64-500 KB, where the launcher starts
as many programs as have rows fitting L2_SHARE of L2 (at least one an SM).  Round b found
bf16 100000 69 -> 82% and 80000 82 -> 87% at 264 programs (scripts/try_triton_online_16w_long.py).
Variants: programs (sms x k, or a program a row).  Prints % of copy, same run, against CUDA
online and the shipped launcher.  Not a test.

    python scripts/try_triton_online_two_an_sm.py bf16:80000,100000 fp32:50000
"""
import sys

import torch

from explore import online_run, online_widths

SMS = torch.cuda.get_device_properties(0).multi_processor_count
GRIDS = {"1.5/SM": SMS * 3 // 2, "2/SM": 2 * SMS, "row": 2 ** 31 - 1}

for dtype, w, cuda, triton, module in online_widths(sys.argv[1:]):
    c = w.pct(cuda, f"{dtype} {w.cols} cuda")
    t = w.pct(triton, f"{dtype} {w.cols} triton")
    programs, warps, tile, cache = module._launch_shape(0, w.cols)
    line = f"{dtype} {w.cols:6d} | cuda {c:5.1f} | launcher ({programs}, {warps}, {tile}, {cache}) {t:5.1f} ({t / c:.2f})"
    for label, grid in GRIDS.items():
        run = online_run(module, grid, warps, tile, cache=0)
        v = w.pct(run, f"{dtype} {w.cols} {label}")
        line += f" | {label} {v:5.1f} ({v / c:.2f}, {run.compiled.n_regs}r)"
    print(line, flush=True)
