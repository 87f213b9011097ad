"""Exploration: Triton online's kernel with its registers capped (maxnreg) at the launcher's
shapes.  Without a cap ptxas fits some variants into fewer registers by issuing a thread's second
16-byte load of a tile only after the first one's arithmetic (SASS: both loads into the same
registers), which halves the bytes in flight: fp16 peeled at 16 warps (40 registers; 48 loads
both at once), fp32 peeled (32; 38), fp32 holding 32 elements a thread (64).  fp32 rows holding
elements are also run holding 16 a thread.  CUDA online in the same run.  Not a test.

    python scripts/try_triton_online_maxnreg.py fp16:50001,60001 fp32:100000
"""
import sys

from explore import online_run, online_widths

for dtype, w, cuda, f, module in online_widths(sys.argv[1:]):
    cols = w.cols
    programs, warps, tile, cache = module._launch_shape(0, cols)
    c = w.pct(cuda, "cuda")
    line = f"{dtype} {cols:6d} | cuda {c:5.1f} | launcher {(programs, warps, tile, cache)} {w.pct(f, 'launcher'):5.1f}"
    variants = [(cache, None)]
    if dtype == "fp32":
        variants += [(cache, 40), (cache, 48)] if not cache else [(cache, 64), (cache // 2, None), (cache // 2, 64)]
    else:
        variants += [(cache, 48), (cache, 56)] if warps == 16 else [(cache, 64)]
    for held, cap in variants:
        run = online_run(module, programs, warps, tile, cache=held, maxnreg=cap)
        pct = w.pct(run, f"{dtype} {cols} held {held} maxnreg {cap}")
        line += f" | c{held // (32 * warps)} r{cap} {pct:5.1f} ({pct / c:.2f}, {run.compiled.n_regs}r {run.compiled.n_spills}s)"
    print(line, flush=True)
