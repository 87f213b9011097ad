"""Exploration: can Triton spread one row held in registers over a cluster of CTAs (num_ctas,
Hopper) and reduce across them?  scripts/try_triton_ctas.py found the online kernel refused
(TritonGPUPlanCTAPass: "parent layout must have at least rank >= 2" on its rank-1
reductions); here a minimal softmax whose row is a [1, BLOCK_N] tensor reduced along axis 1
(rank-2 parents only).  % of copy (same run, validated first), registers, spills.  Not a test;
the kernel lives here, not in a template, until it earns one.

    python scripts/try_triton_ctas_row.py fp32:131072,262144 bf16:262144
"""
import sys

import triton
import triton.language as tl

from explore import Width

LOG2E = 1.4426950408889634


@triton.jit
def row_softmax(x_ptr, y_ptr, n_rows, stride, n_cols, BLOCK_N: tl.constexpr):
    cols = tl.arange(0, BLOCK_N)[None, :]
    mask = cols < n_cols
    for row in tl.range(tl.program_id(0).to(tl.int64), n_rows, tl.num_programs(0)):
        x = tl.load(x_ptr + row * stride + cols, mask=mask, other=float("-inf")).to(tl.float32)
        m = tl.max(x, axis=1, keep_dims=True)
        e = tl.exp2((x - m) * 1.4426950408889634)
        y = e * (1.0 / tl.sum(e, axis=1, keep_dims=True))
        tl.store(y_ptr + row * stride + cols, y.to(y_ptr.dtype.element_ty), mask=mask, cache_modifier=".cs")


@triton.jit
def row_softmax_2d(x_ptr, y_ptr, n_rows, stride, n_cols, BLOCK_N: tl.constexpr):
    """The row as a [BLOCK_N // 1024, 1024] tensor (the first dimension long enough to split
    over the CTAs), reduced along both axes with keep_dims (rank-2 results throughout)."""
    cols = tl.arange(0, BLOCK_N // 1024)[:, None] * 1024 + tl.arange(0, 1024)[None, :]
    mask = cols < n_cols
    for row in tl.range(tl.program_id(0).to(tl.int64), n_rows, tl.num_programs(0)):
        x = tl.load(x_ptr + row * stride + cols, mask=mask, other=float("-inf")).to(tl.float32)
        m = tl.max(tl.max(x, axis=1, keep_dims=True), axis=0, keep_dims=True)
        e = tl.exp2((x - m) * 1.4426950408889634)
        y = e * (1.0 / tl.sum(tl.sum(e, axis=1, keep_dims=True), axis=0, keep_dims=True))
        tl.store(y_ptr + row * stride + cols, y.to(y_ptr.dtype.element_ty), mask=mask, cache_modifier=".cs")


SMS = 132
VARIANTS = [(kernel, ctas, warps) for kernel in (row_softmax_2d, row_softmax) for ctas in (1, 2, 4, 8, 16)
            for warps in (32, 16) if kernel is row_softmax_2d or ctas > 1]
for arg in sys.argv[1:]:
    dtype, widths = arg.split(":")
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols)
        block_n = 1 << (cols - 1).bit_length()
        print(f"{dtype} {cols}", flush=True)
        for kernel, ctas, warps in VARIANTS:
            per_thread = block_n // (ctas * warps * 32)
            if not 4 <= per_thread <= 32:
                continue
            for grid in (SMS // ctas, w.rows):
                what = f"{kernel.fn.__name__} ctas {ctas} warps {warps} ({per_thread} a thread) grid {grid}"

                def run(x, out, grid=grid, warps=warps, ctas=ctas, kernel=kernel):
                    run.k = kernel[(min(grid, x.shape[0]),)](x, out, x.shape[0], x.stride(0), x.shape[1],
                                                             BLOCK_N=block_n, num_warps=warps,
                                                             **({"num_ctas": ctas} if ctas > 1 else {}))
                    return out
                try:
                    pct = w.pct(run, what)
                    print(f"    {what}: {pct:5.1f} ({run.k.n_regs}r {run.k.n_spills}s)", flush=True)
                except Exception as e:      # noqa: BLE001 - exploration: report and go on
                    print(f"    {what}: failed: {type(e).__name__}: {str(e)[:200]}", flush=True)
