"""Exploration: Triton online's kernel with its registers capped (maxnreg) at the launcher's
shapes.  Without a cap ptxas fits some variants into fewer registers by issuing a thread's second
16-byte load of a tile only after the first one's arithmetic (SASS: both loads into the same
registers), which halves the bytes in flight: fp16 peeled at 16 warps (40 registers; 48 loads
both at once), fp32 peeled (32; 37-38), 16-bit at 8 warps and fewer (32-40).  Each width: CUDA
online, the shipped launcher, then the launcher's shape with no cap and each cap in CAPS.
Not a test; prints % of copy (and of CUDA online), registers and spills.

    python scripts/try_triton_online_maxnreg.py 40,48 fp16:50001,60001 fp32:12345
"""
import sys

from explore import online_run, online_widths

caps = [int(c) for c in sys.argv[1].split(",")]
for dtype, w, cuda, f, module in online_widths(sys.argv[2:]):
    cols = w.cols
    programs, warps, tile, cache = module._launch_shape(0, cols)[:4]
    c = w.pct(cuda, "cuda")
    line = (f"{dtype} {cols:6d} | cuda {c:5.1f} | launcher {module._launch_shape(0, cols)} "
            f"{w.pct(f, 'launcher'):5.1f}")
    for cap in [None] + caps:
        run = online_run(module, programs, warps, tile, cache=cache, maxnreg=cap)
        pct = w.pct(run, f"{dtype} {cols} maxnreg {cap}")
        line += f" | r{cap} {pct:5.1f} ({pct / c:.2f}, {run.compiled.n_regs}r {run.compiled.n_spills}s)"
    print(line, flush=True)
