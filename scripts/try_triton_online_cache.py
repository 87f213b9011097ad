"""Exploration: Triton online keeping the first CACHE elements of each row's body in registers
(loaded once, written from registers after pass 2), at the launcher's (programs, warps, tile)
and at 16 warps; CUDA online in the same run.  Registers and spills of each compiled variant.
Not a test; prints % of copy.

    python scripts/try_triton_online_cache.py fp32:131072,262144 bf16:131072
"""
import sys

from explore import online_run, online_widths

for dtype, w, cuda, f, module in online_widths(sys.argv[1:]):
    cols = w.cols
    programs, warps, tile = module._launch_shape(0, cols)[:3]
    print(f"{dtype} {cols:6d} | cuda {w.pct(cuda, 'cuda'):5.1f} | launcher {(programs, warps, tile)} "
          f"{w.pct(f, 'launcher'):5.1f}", flush=True)
    pack = 16 // w.t.itemsize
    shapes = [(programs, warps, tile), (programs, 16, 16 * 32 * pack * 2)]
    for grid, nw, t in shapes:
        line = f"    {grid}x{nw}w tile {t}"
        for per_thread in (0, 8, 16, 32, 64):      # elements a thread keeps (64 registers at 32 warps)
            cache = per_thread * 32 * nw
            if cache and (cache < t or cache % t or per_thread * w.t.itemsize > 4096 // nw):
                continue
            run = online_run(module, grid, nw, t, cache=cache)
            pct = w.pct(run, f"{grid} {nw} {t} cache {cache}")
            k = run.compiled
            line += f" | c{per_thread} {pct:5.1f} ({k.n_regs}r {k.n_spills}s)"
        print(line, flush=True)
