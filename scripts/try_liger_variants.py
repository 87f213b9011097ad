"""Which part of liger's one-row-a-program Triton softmax makes it lead at 16-bit 1024
(exploration, not a test; notes entry 108).  liger-kernel 0.8.5's single-block forward, restated
with each of its choices as a switch: `.ca` loads, `.cs` stores, max / exp / divide in the
input dtype (no upcast), tl.exp, one program a row.  Timed beside softgen's Triton block, auto
and liger itself; each variant validated first (explore.Width), medians of REPEAT interleaved
runs (default 3), % of copy.

    python scripts/try_liger_variants.py bf16 1024,2048
"""
import os
import statistics
import sys

import torch
import triton
import triton.language as tl

import softgen
from explore import Width
from softgen.bench.peers import peer


@triton.jit
def liger_like(y_ptr, x_ptr, n_cols, BLOCK: tl.constexpr, LOAD_CM: tl.constexpr, STORE_CM: tl.constexpr,
               UPCAST: tl.constexpr, EXP2: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    offs = tl.arange(0, BLOCK)
    mask = offs < n_cols
    x = tl.load(x_ptr + row * n_cols + offs, mask=mask, other=-float("inf"), cache_modifier=LOAD_CM)
    if UPCAST:
        x = x.to(tl.float32)
    m = tl.max(x, axis=0)
    if EXP2:
        e = tl.exp2((x - m).to(tl.float32) * 1.4426950408889634)
    else:
        e = tl.exp(x - m)
    if EXP2:
        y = e * (1.0 / tl.sum(e, axis=0))
    else:
        y = e / tl.sum(e, axis=0)
    tl.store(y_ptr + row * n_cols + offs, y.to(y_ptr.dtype.element_ty), mask=mask, cache_modifier=STORE_CM)


def variant(cols, warps=None, load=".ca", store=".cs", upcast=0, exp2=0):
    block = triton.next_power_of_2(cols)
    warps = warps or (16 if block >= 8192 else 8 if block >= 2048 else 4)

    def f(x, out):
        liger_like[(x.shape[0],)](out, x, cols, BLOCK=block, LOAD_CM=load, STORE_CM=store, UPCAST=upcast,
                                  EXP2=exp2, num_warps=warps)
        return out
    return f


VARIANTS = {
    "liger-like": {}, "no .cs": dict(store=""), "no .ca": dict(load=""), "no hints": dict(load="", store=""),
    "upcast": dict(upcast=1), "upcast,exp2": dict(upcast=1, exp2=1), "2 warps": dict(warps=2),
    "8 warps": dict(warps=8),
}

dtype, widths = sys.argv[1], [int(c) for c in sys.argv[2].split(",")]
REPEAT = int(os.environ.get("REPEAT", "3"))
for cols in widths:
    w = Width(dtype, cols)
    fns = {name: (variant(cols, **kw), True) for name, kw in VARIANTS.items()}
    fns["softgen triton block"] = (softgen.load(strategy="block", backend="triton", cols=cols, dtype=dtype), True)
    fns["softgen auto"] = (softgen.load(strategy="auto", backend="both", cols=cols, dtype=dtype), True)
    fn, _ = peer("liger")
    if fn:
        fns["liger"] = (fn, False)
    runs = {name: [] for name in fns}
    for rep in range(REPEAT):
        if rep:
            w.retime_copy()
        for name, (f, writes) in fns.items():
            runs[name].append(w.pct(f, f"{dtype} {cols} {name}", writes_out=writes))
    print(f"{dtype} {cols}: % of copy, median of {REPEAT} interleaved runs", flush=True)
    for name, r in runs.items():
        print(f"  {name:22s} {statistics.median(r):6.1f}   " + "/".join(f"{v:.1f}" for v in r), flush=True)
    del w
    torch.cuda.empty_cache()
