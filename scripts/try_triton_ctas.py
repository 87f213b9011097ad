"""Exploration: Triton online with each program a cluster of CTAS blocks (Triton's num_ctas,
Hopper): the program's tensors, and so the row elements kept in registers (CACHE), spread
over CTAS SMs, and Triton does the cross-block reductions, so a long row can be held whole,
as CUDA's cluster strategy holds it.  Per variant (ctas, programs, warps, tile, cache): % of
copy (same run, validated first), registers, spills, or the error if Triton refuses it.  Not
a test.

    python scripts/try_triton_ctas.py fp32:131072,262144 bf16:131072,262144
"""
import sys
import traceback

from explore import online_run, online_widths

SMS = 132
WARPS = 32
for dtype, w, cuda, f, module in online_widths(sys.argv[1:]):
    cols = w.cols
    programs, warps, tile, cache = module._launch_shape(0, cols)[:4]
    print(f"{dtype} {cols:6d} | cuda online {w.pct(cuda, 'cuda'):5.1f} | triton launcher "
          f"{(programs, warps, tile, cache)} {w.pct(f, 'launcher'):5.1f}", flush=True)
    for ctas in (2, 4, 8):
        # the cache and tile scale with the blocks: 32 values a thread, at most the row
        cache = min(32 * 32 * WARPS * ctas, 1 << (cols - 1).bit_length())
        t = tile * ctas if cache % (tile * ctas) == 0 else cache
        for grid in (SMS // ctas, w.rows):
            what = f"ctas {ctas} grid {grid} warps {WARPS} tile {t} cache {cache}"
            try:
                run = online_run(module, grid, WARPS, t, cache=cache, ctas=ctas)
                pct = w.pct(run, what)
                k = run.compiled
                print(f"    {what}: {pct:5.1f} ({k.n_regs}r {k.n_spills}s)", flush=True)
            except Exception as e:      # noqa: BLE001 - exploration: report and go on
                print(f"    {what}: failed: {type(e).__name__}: {str(e)[:300]}", flush=True)
                traceback.print_exc(limit=2, file=sys.stdout)
