"""CUDA flat's shape for the launch plan (softgen.generator.plan): a tile of whole rows read and
written as one stretch of memory in 16-byte packs, through shared memory, so rows whose width is
not a multiple of 16 bytes lose nothing to their edges (a row-by-row kernel loads and stores a
row's head and tail element by element: under 60 columns those are most of the row)."""
from __future__ import annotations

from softgen.errors import SpecError
from softgen.generator.spec import KernelSpec
from softgen.generator.plan_base import (SMEM_PER_BLOCK, STATIC_SMEM_RESERVE, VEC_BYTES, WARP, _cdiv,
                                         _check_block_size, _clamp, _next_pow2, _pow2, _reject, _too_wide)

FLAT_BLOCK = 256          # threads a block by default
FLAT_PACKS = 4            # 16-byte packs a thread copies a tile, about (a tile of 16 KB at 256 threads)
FLAT_LANE_ELEMENTS = 16   # a row's elements a lane holds, at most, where the lanes a row are derived
FLAT_MOST_ELEMENTS = 32   # ... and at most with the spec's threads_per_row (registers: 32 floats)


def _cuda_flat(spec: KernelSpec, vec: int) -> dict:
    """G lanes a row (the fewest powers of two that hold it FLAT_LANE_ELEMENTS a lane), a block's
    BLOCK / G groups taking a tile's rows in turn; a tile of about FLAT_PACKS packs a thread,
    rows_per_block rows (a multiple of the groups: every lane of a warp shuffles each step)."""
    _reject(spec, "tile", "num_warps", "num_stages")
    if vec * spec.itemsize != VEC_BYTES:
        raise SpecError("vec", f"strategy 'flat' copies 16-byte packs (cp.async), not packs of {vec} "
                        f"{spec.dtype}; use vec {VEC_BYTES // spec.itemsize}")
    tpr = spec.threads_per_row
    if tpr is None:
        tpr = _clamp(_next_pow2(_cdiv(spec.cols, FLAT_LANE_ELEMENTS)), 1, WARP)
    if not _pow2(tpr) or tpr > WARP:
        raise SpecError("threads_per_row", f"{tpr} must be a power of two from 1 to 32 for strategy 'flat'")
    if _cdiv(spec.cols, tpr) > FLAT_MOST_ELEMENTS:
        more = f"; threads_per_row 32 holds {WARP * FLAT_MOST_ELEMENTS}" if tpr < WARP else ""
        raise _too_wide(spec, tpr * FLAT_MOST_ELEMENTS, f"{tpr} lanes a row x {FLAT_MOST_ELEMENTS} "
                        f"register elements{more}")
    bs = _check_block_size(spec.block_size) if spec.block_size is not None else FLAT_BLOCK
    if bs < tpr:
        raise SpecError("block_size", f"{bs} threads hold no row of {tpr} lanes; use at least {tpr}")
    groups = bs // tpr
    if spec.rows_per_block is not None:
        rows = spec.rows_per_block
        if rows % groups:
            raise SpecError("rows_per_block", f"{rows} rows a tile is not a multiple of the block's {groups} "
                            f"groups ({bs} threads / {tpr} lanes a row); use a multiple of {groups}")
    else:
        target = bs * FLAT_PACKS * vec       # elements a tile, about
        rows = groups * max(1, round(target / (groups * spec.cols)))
    smem = _cdiv(rows * spec.cols * spec.itemsize, VEC_BYTES) * VEC_BYTES + VEC_BYTES   # + the phase's slack
    limit = SMEM_PER_BLOCK - STATIC_SMEM_RESERVE
    if smem > limit:
        raise SpecError("rows_per_block", f"a tile of {rows} rows of {spec.cols} {spec.dtype} takes "
                        f"{smem // 1024} KB of shared memory, more than {limit // 1024} KB; use fewer rows")
    return dict(threads_per_row=tpr, block_size=bs, rows_per_block=rows, num_warps=bs // WARP,
                num_stages=1, smem_bytes=smem, tile=rows * spec.cols)


def _triton_flat(spec: KernelSpec, vec: int) -> dict:
    raise SpecError("backend", "strategy 'flat' is CUDA-only (a tile of rows reshaped in shared memory, "
                    "which Triton's blocks of power-of-two shape do not express); use backend 'cuda', or "
                    "strategy 'warp' with Triton")
