"""Exploration: Triton online's gluon kernel on rows of 200-400 KB, where the shipped launcher
keeps the Triton kernel (GLUON_FROM_BYTES): shapes other than the shipped one (32 warps, 7
cached tiles of 32 KB, fp32 32 elements a thread held), chiefly two programs an SM of 16 warps
each caching half as much, so the 5.08 waves of 671 rows at 100000 become 10.2 half-waves.
Prints % of copy, same run, against CUDA online and the shipped Triton launcher.  Not a test.

    python scripts/try_gluon_shapes.py fp32:100000,131072 bf16:100000
    python scripts/try_gluon_shapes.py shapes=32-7-32-2,32-3-0-4 fp32:110000    # warps-cached-held-groups
"""
import sys

from explore import online_widths

# (warps, cached tiles, held elements a thread, groups); a tile is warps x 32 threads x groups
# of 16 bytes; held None: the launcher's
SHAPES = [(32, 7, None, 2), (16, 6, 0, 2), (16, 6, 8, 2), (16, 3, 0, 2), (8, 12, 0, 2), (8, 6, 0, 2)]
args = sys.argv[1:]
if args and args[0].startswith("shapes="):
    SHAPES = [tuple(map(int, shape.split("-"))) for shape in args.pop(0)[7:].split(",")]

for dtype, w, cuda, triton, module in online_widths(args):
    shipped = module._gluon_shape
    c = w.pct(cuda, f"{dtype} {w.cols} cuda")
    t = w.pct(triton, f"{dtype} {w.cols} triton")
    line = f"{dtype} {w.cols:6d} | cuda {c:5.1f} | triton {t:5.1f} ({t / c:.2f})"
    for warps, cached, held, groups in SHAPES:
        held = (32 if module.DTYPE.itemsize == 4 else 0) if held is None else held
        tile = warps * 32 * module.PACK * groups
        held_elems = held * warps * 32
        label = f"w{warps} c{cached} h{held} g{groups}"
        if w.cols - 2 * module.PACK < held_elems + (cached + 1) * tile:
            line += f" | {label}    - "
            continue
        module._gluon_shape = lambda device, n_cols, s=(tile, cached, held_elems, warps): s
        g = w.pct(triton, f"{dtype} {w.cols} {label}")
        line += f" | {label} {g:5.1f} ({g / c:.2f})"
    module._gluon_shape = shipped
    print(line, flush=True)
