"""Exploration: Triton smem's Triton kernel (the row padded to a power of two in registers: 16-bit
16-32K columns take 32 warps, one program an SM) against gluon kernels keeping the row in shared
memory, as CUDA smem does (several programs an SM).  Prints % of copy, same run: CUDA smem and
the Triton kernel compiled for the width, the shipped launcher (gluon from 8 KB rows), then the
smem module's gluon kernel (row copied in with cp.async) at each shape and, with `online`, the
online strategy's gluon kernel caching all but its last full tile.  Not a test.

    python scripts/try_gluon_smem.py bf16:20001,30001 fp16:30001
    python scripts/try_gluon_smem.py shapes=8-1,16-1 online bf16:30001    # warps-groups
    python scripts/try_gluon_smem.py shapes=none fp32:4097                  # the shipped launcher only
"""
import sys

import softgen
from explore import Width

# (warps, groups of 16 bytes a thread a tile)
SHAPES = [(4, 1), (8, 1), (8, 2), (16, 1)]
args = sys.argv[1:]
if args and args[0].startswith("shapes="):
    shapes = args.pop(0)[7:]
    SHAPES = [tuple(map(int, shape.split("-"))) for shape in shapes.split(",")] if shapes != "none" else []
with_online = bool(args) and args[0] == "online"
args = args[1:] if with_online else args


def online_kernel(dtype, w, cuda):
    """The online gluon kernel at 8 warps of one group, all but its last full tile cached."""
    online = softgen.load(strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[online.__module__]
    tile = 8 * 32 * module.PACK
    cached = (w.cols - 2 * module.PACK) // tile - 1
    shipped, module._gluon_shape = module._gluon_shape, lambda device, n_cols: (tile, cached, 0, 8)
    try:
        g = w.pct(online, f"{dtype} {w.cols} online gluon")
    finally:
        module._gluon_shape = shipped
    return f" | online w8 c{cached} {g:5.1f} ({g / cuda:.2f})"


for arg in args:
    dtype, widths = arg.split(":")
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols)
        c = w.pct(softgen.load(strategy="smem", dtype=dtype, backend="cuda", cols=cols), f"{dtype} {cols} cuda")
        triton = softgen.load(strategy="smem", dtype=dtype, backend="triton", cols=cols)
        module = sys.modules[triton.__module__]
        shipped = getattr(module, "_gluon_shape", lambda device: None)     # fp32: none shipped
        module._gluon_shape = lambda device: None
        t = w.pct(triton, f"{dtype} {cols} triton kernel")
        line = f"{dtype} {cols:6d} | cuda smem {c:5.1f} | triton kernel w{module.NUM_WARPS} {t:5.1f} ({t / c:.2f})"
        module._gluon_shape = shipped
        s = w.pct(triton, f"{dtype} {cols} shipped")
        line += f" | shipped {'gluon' if shipped(0) else 'triton'} {s:5.1f} ({s / c:.2f})"
        for warps, groups in SHAPES if hasattr(module, module.KERNEL + "_gluon_kernel") else []:   # not fp32
            tile = warps * 32 * (16 // module.DTYPE.itemsize) * groups
            tiles = -(-cols // tile)
            label = f"w{warps} g{groups} t{tiles}"
            module._gluon_shape = lambda device, s=(tile, tiles, warps): s
            g = w.pct(triton, f"{dtype} {cols} gluon {label}")
            line += f" | {label} {g:5.1f} ({g / c:.2f})"
        module._gluon_shape = shipped
        if with_online:
            line += online_kernel(dtype, w, c)
        print(line, flush=True)
