"""Exploration: Triton online with rows split into a head, a 16-byte-aligned body and a tail
(PEEL: odd widths load 16-byte packs), against the kernel before the split (modules rendered
from the parent commit into the folder given as argv[1]) and CUDA online; then, per width,
the new kernel at 8 / 16 / 32 warps, and at aligned widths with PEEL forced on.
Not a test; prints % of copy.

    python scripts/try_triton_online_peel.py baseline/
"""
import pathlib
import sys

import softgen
from explore import Width, module_from_file, online_run, online_shape_at

old_dir = pathlib.Path(sys.argv[1])


def old_module(dtype):
    return module_from_file(old_dir / f"old_online_{dtype}.py")


def direct(module, nw, peel):
    """The new kernel at nw warps, its tile and rows in flight sized as the launcher does."""
    def call(x, out):
        programs, warps, tile = online_shape_at(module, x.shape[1], nw)
        return online_run(module, programs, warps, tile, peel)(x, out)
    return call


for dtype in ("fp32", "bf16", "fp16"):
    old = old_module(dtype).softmax
    cuda = softgen.load(strategy="online", dtype=dtype, backend="cuda")
    new = softgen.load(strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[new.__module__]
    for cols in (3000, 12345, 12352, 32768, 50000, 50001, 65536, 131072, 131075, 262144):
        w = Width(dtype, cols)
        line = f"{dtype} {cols:6d}"
        line += f" | cuda {w.pct(cuda, f'{dtype} {cols} cuda'):5.1f}"
        line += f" | old {w.pct(old, f'{dtype} {cols} old'):5.1f}"
        line += f" | new {w.pct(new, f'{dtype} {cols} new'):5.1f}"
        peels = (True,) if cols % 16 else (False, True)
        for peel in peels:
            for nw in (8, 16, 32):
                f = direct(module, nw, peel)
                line += f" | {'peel ' if peel else ''}{nw}w {w.pct(f, f'{dtype} {cols} {nw} warps peel {peel}'):5.1f}"
        print(line, flush=True)
