"""Exploration: online rows split over blocks / programs (each chunk's (max, sum) exchanged
through global memory, so a chunk's second read comes from L2) against one block a row (CUDA
fp32: with its first tiles kept in shared memory), in the same run.  Not a test; prints % of
copy for SPLIT = 1, the launcher's choice, and fixed splits; Triton also at half the warps.

    python scripts/try_online_split.py [cuda|triton]      # from a checkout of 878a345

Reverted after it (docs/OPTIMIZATION_NOTES.md entry 49): slower than one block a row at every width.
"""
import sys

import softgen
from explore import Width

WIDTHS = {"fp32": (32768, 65536, 131072, 131075, 262144), "bf16": (32768, 65536, 100000, 131072, 262144, 262147)}
backends = sys.argv[1:] or ["cuda", "triton"]


def chosen(module, cols):
    if hasattr(module, "_split"):
        module._splits.clear()
        return module._split(0, cols)
    module._shapes.clear()
    return module._launch_shape(0, cols)


for backend in backends:
    for dtype, widths in WIDTHS.items():
        f = softgen.load(strategy="online", dtype=dtype, backend=backend)
        module = sys.modules[f.__module__]
        for cols in widths:
            w = Width(dtype, cols)
            line = f"{backend} {dtype} {cols:6d}"
            for split in (1, None, 4, 8, 16, 32):
                module.SPLIT = split
                shape = chosen(module, cols)
                line += f" | {split or 'auto'} ({shape}) {w.pct(f, f'{backend} {dtype} {cols} split {split}'):5.1f}"
            if backend == "triton":
                module.SPLIT = None
                programs, warps, tile, split = chosen(module, cols)
                if split > 1 and warps > 8:
                    more = programs * 2
                    for variant in ((more, warps // 2, tile // 2, split), (more, warps // 2, tile, split),
                                    (more, warps // 2, tile // 2, split * 2)):
                        module._shapes[0, cols] = variant
                        line += f" | {variant} {w.pct(f, f'{backend} {dtype} {cols} {variant}'):5.1f}"
            module.SPLIT = None
            chosen(module, cols)
            print(line, flush=True)
