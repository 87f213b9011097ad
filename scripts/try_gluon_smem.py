"""Exploration: Triton smem on rows its registers hold only at 32 warps (16-bit 16-32K columns:
one program an SM), against the online strategy's gluon kernel caching the row in shared
memory, as CUDA smem does (several programs an SM).  Prints % of copy, same run: CUDA smem and
Triton smem compiled for the width, then the gluon kernel at each shape.  Not a test.

    python scripts/try_gluon_smem.py bf16:20001,30001 fp16:30001
    python scripts/try_gluon_smem.py shapes=8-0-2,16-0-1 bf16:30001    # warps-held-groups
"""
import sys

import softgen
from explore import Width

# (warps, held elements a thread, groups of 16 bytes a thread a tile); as many cached tiles as
# the row allows (the kernel reads its last full tile and a partial one from global memory)
SHAPES = [(4, 0, 2), (8, 0, 1), (8, 0, 2), (16, 0, 1), (16, 0, 2)]
args = sys.argv[1:]
if args and args[0].startswith("shapes="):
    SHAPES = [tuple(map(int, shape.split("-"))) for shape in args.pop(0)[7:].split(",")]

for arg in args:
    dtype, widths = arg.split(":")
    online = softgen.load(strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[online.__module__]
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols)
        c = w.pct(softgen.load(strategy="smem", dtype=dtype, backend="cuda", cols=cols), f"{dtype} {cols} cuda")
        t = w.pct(softgen.load(strategy="smem", dtype=dtype, backend="triton", cols=cols), f"{dtype} {cols} triton")
        line = f"{dtype} {cols:6d} | cuda smem {c:5.1f} | triton smem {t:5.1f} ({t / c:.2f})"
        shipped = module._gluon_shape
        for warps, held, groups in SHAPES:
            tile = warps * 32 * module.PACK * groups
            held_elems = held * warps * 32
            cached = (cols - 2 * module.PACK - held_elems) // tile - 1
            label = f"w{warps} h{held} g{groups} c{cached}"
            if cached < 1:
                line += f" | {label}    - "
                continue
            module._gluon_shape = lambda device, n_cols, s=(tile, cached, held_elems, warps): s
            g = w.pct(online, f"{dtype} {cols} {label}")
            line += f" | {label} {g:5.1f} ({g / c:.2f})"
        module._gluon_shape = shipped
        print(line, flush=True)
