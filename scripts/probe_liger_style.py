"""Why liger's one-program-a-row Triton softmax leads ours by 0.3-0.8 points at fp32 476-2488
(H100, fifty-fifth session round d): its kernel and one change at a time towards ours.  liger
loads with `.ca`, stores with `.cs` (streaming), divides by the sum, takes tl.exp, and gives Triton
no alignment hint (a row stride not a multiple of 16 elements loads element by element); ours
hints 16-byte rows (ALIGNED), multiplies by the reciprocal and takes exp2.  `ours-hint+loop` puts
the hint-free kernel inside softgen's row loop (one trip a program), which costs element-by-element
loads 2-6 points at fp32 2100-2488 (notes entry 135, round h; softgen's `row_loop` 0 drops it).
Each variant is validated into a NaN-poisoned output first (explore.Width); trains of TRAIN calls,
ROUNDS rounds.

    TRAIN=20 python scripts/probe_liger_style.py 476,552,632 [ROUNDS]
"""
import sys

import torch
import triton
import triton.language as tl

import softgen
from explore import Width


@triton.jit
def _one_row(row, y_ptr, y_stride, x_ptr, x_stride, n_cols, BLOCK: tl.constexpr, HINT: tl.constexpr,
             LOAD_CA: tl.constexpr, STORE_CS: tl.constexpr, DIVIDE: tl.constexpr, EXP2: tl.constexpr):
    if HINT:                                   # every row 16 bytes apart, as softgen's ALIGNED
        x_stride = x_stride // 4 * 4
        y_stride = y_stride // 4 * 4
    offs = tl.arange(0, BLOCK)
    mask = offs < n_cols
    if LOAD_CA:
        x = tl.load(x_ptr + row * x_stride + offs, mask=mask, other=-float("inf"), cache_modifier=".ca")
    else:
        x = tl.load(x_ptr + row * x_stride + offs, mask=mask, other=-float("inf"))
    m = tl.max(x, axis=0)
    if EXP2:
        e = tl.exp2((x - m) * 1.4426950408889634)
    else:
        e = tl.exp(x - m)
    d = tl.sum(e, axis=0)
    if DIVIDE:
        y = e / d
    else:
        y = e * (1.0 / d)
    if STORE_CS:
        tl.store(y_ptr + row * y_stride + offs, y, mask=mask, cache_modifier=".cs")
    else:
        tl.store(y_ptr + row * y_stride + offs, y, mask=mask)


@triton.jit
def _row_kernel(y_ptr, y_stride, x_ptr, x_stride, n_rows, n_cols, BLOCK: tl.constexpr, HINT: tl.constexpr,
                LOAD_CA: tl.constexpr, STORE_CS: tl.constexpr, DIVIDE: tl.constexpr, EXP2: tl.constexpr,
                LOOP: tl.constexpr):
    pid = tl.program_id(0).to(tl.int64)
    if LOOP:                                   # softgen's row loop (templates/triton), one trip here
        for row in tl.range(pid, n_rows, tl.num_programs(0), num_stages=1):
            _one_row(row, y_ptr, y_stride, x_ptr, x_stride, n_cols, BLOCK, HINT, LOAD_CA, STORE_CS, DIVIDE, EXP2)
    else:
        _one_row(pid, y_ptr, y_stride, x_ptr, x_stride, n_cols, BLOCK, HINT, LOAD_CA, STORE_CS, DIVIDE, EXP2)


# name: (hint, load .ca, store .cs, divide, exp2[, row loop])
VARIANTS = {"liger": (0, 1, 1, 1, 0), "liger-no-cs": (0, 1, 0, 1, 0), "liger-no-ca": (0, 0, 1, 1, 0),
            "liger+hint": (1, 1, 1, 1, 0), "liger-mul-exp2": (0, 1, 1, 0, 1),
            "ours": (1, 0, 0, 0, 1), "ours+cs": (1, 0, 1, 0, 1), "ours-hint": (0, 0, 0, 0, 1),
            "ours-hint+loop": (0, 0, 0, 0, 1, 1)}


def variant(flags, cols):
    block = triton.next_power_of_2(cols)
    warps = 4 if block < 2048 else 8 if block < 8192 else 16      # liger's calculate_settings

    def run(x, out=None):
        out = torch.empty_like(x) if out is None else out
        _row_kernel[(x.shape[0],)](out, out.stride(0), x, x.stride(0), x.shape[0], cols, BLOCK=block,
                                   HINT=flags[0], LOAD_CA=flags[1], STORE_CS=flags[2], DIVIDE=flags[3],
                                   EXP2=flags[4], LOOP=flags[5] if len(flags) > 5 else 0, num_warps=warps)
        return out
    return run


if __name__ == "__main__":
    widths = [int(c) for c in sys.argv[1].split(",")]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    names = list(VARIANTS) + ["softgen-block", "softgen-block-vec1", "softgen-auto"]
    print("fp32 softmax, % of copy, rounds:", rounds)
    print("  cols " + " ".join(f"{n:>15s}" for n in names))
    for cols in widths:
        w = Width("fp32", cols)
        fns = {n: variant(f, cols) for n, f in VARIANTS.items()}
        fns["softgen-block"] = softgen.load(strategy="block", cols=cols, dtype="fp32", backend="triton")
        fns["softgen-block-vec1"] = softgen.load(strategy="block", cols=cols, dtype="fp32", backend="triton", vec=1)
        fns["softgen-auto"] = softgen.load(strategy="auto", cols=cols, dtype="fp32")
        runs = {n: [] for n in names}
        for _ in range(rounds):
            w.retime_copy()
            for n in names:
                runs[n].append(w.pct(fns[n], f"fp32 {cols} {n}"))
        med = {n: sorted(r)[len(r) // 2] for n, r in runs.items()}
        print(f"{cols:6d} " + " ".join(f"{med[n]:15.1f}" for n in names) + f"   copy {w.copy_ms * 1e3:.1f} us")
