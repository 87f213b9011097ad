"""Exploration: Triton rows of odd width in 16-bit (12345) hold one 32-warp program an SM
(ncu: 49% of warps active) because each element's 64-bit address takes registers; a
register cap (Triton's `maxnreg`) would fit two.  Not a test; prints % of copy.

    python scripts/try_triton_maxnreg.py [widths]
"""
import sys

import triton

import softgen
from explore import Width

CASES = [("bf16", 12345, "block"), ("fp16", 12345, "block"), ("fp32", 12345, "block"), ("bf16", 781, "warp"),
         ("bf16", 32768, "block")]
CAPS = (None, 128, 64, 48, 40, 32)
if sys.argv[1:] == ["widths"]:      # second run: the odd widths of 2049 .. 16383
    CASES = [(d, c, "block") for d in ("bf16", "fp32") for c in (2500, 4100, 5001, 8191, 16383)]
    CAPS = (None, 64, 32)
for dtype, cols, strategy in CASES:
    w = Width(dtype, cols)
    line = f"{dtype} {cols:6d} {strategy:5}"
    for nw in (32, 16, 8, 4):
        try:
            f = softgen.load(strategy=strategy, cols=cols, dtype=dtype, backend="triton", num_warps=nw)
        except Exception:
            continue
        m = sys.modules[f.__module__]
        kernel = getattr(m, f.__softgen_plan__.name + "_kernel")
        extra = {"ALIGNED": (cols % m.VEC == 0)} if hasattr(m, "VEC") and f.__softgen_plan__.stride_hint else {}
        for maxnreg in CAPS:
            def run(src, out, maxnreg=maxnreg):
                grid = (triton.cdiv(src.shape[0], m.ROWS),)
                opts = {} if maxnreg is None else {"maxnreg": maxnreg}
                kernel[grid](src, out, src.shape[0], src.stride(0), out.stride(0), src.shape[1], BLOCK_N=m.BLOCK_N,
                             ROWS=m.ROWS, NUM_STAGES=m.NUM_STAGES, num_warps=m.NUM_WARPS, **extra, **opts)
            try:
                line += f" | nw{nw} r{maxnreg}: {w.pct(run, f'{dtype} {cols} nw{nw} maxnreg {maxnreg}'):5.1f}%"
            except Exception as exc:
                line += f" | nw{nw} r{maxnreg}: {type(exc).__name__} {str(exc)[:60]}"
    print(line, flush=True)
