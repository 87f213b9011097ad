"""CUDA flat's shape for the launch plan (softgen.generator.plan): a tile of whole rows read and
written as one stretch of memory in 16-byte packs, through shared memory, so rows whose width is
not a multiple of 16 bytes lose nothing to their edges (a row-by-row kernel loads and stores a
row's head and tail element by element: under 60 columns those are most of the row)."""
from __future__ import annotations

import functools

from softgen.errors import SpecError
from softgen.generator.spec import BACKWARD_OPS, KernelSpec
from softgen.generator.plan_base import (SMEM_PER_BLOCK, STATIC_SMEM_RESERVE, VEC_BYTES, WARP, _cdiv,
                                         _check_block_size, _pow2, _register_row, _reject, _too_wide)

# threads a block by default: 128 ran 1.2 points above 256 (median of 90 cells, 82 higher: H200,
# notes entry 177, round c: 14 widths of 9-300 not a multiple of 16 bytes, every forward op and dtype)
FLAT_BLOCK = 128
FLAT_PACKS = 4            # 16-byte packs a thread copies a tile, about (a tile of 8 KB at 128 threads)
FLAT_MOST_ELEMENTS = 32   # a row's elements a lane holds at most (in registers, as floats)


def _cuda_flat(spec: KernelSpec, vec: int) -> dict:
    """G lanes a row, a block's BLOCK / G groups taking a tile's rows in turn, each row element by
    element (_default_lanes) or as packs (row_packs: _default_row_packs, _pack_lanes); a tile of
    about FLAT_PACKS packs a thread, rows_per_block rows (a multiple of the groups: every lane of
    a warp shuffles each step)."""
    _reject(spec, "tile", "num_warps", "num_stages")
    if vec * spec.itemsize != VEC_BYTES:
        raise SpecError("vec", f"strategy 'flat' copies 16-byte packs (cp.async), not packs of {vec} "
                        f"{spec.dtype}; use vec {VEC_BYTES // spec.itemsize}")
    backward = spec.op in BACKWARD_OPS
    if backward and spec.row_packs:
        raise SpecError("row_packs", f"op {spec.op} takes its rows from the tiles element by element "
                        "(row_packs is for the forward ops); remove row_packs")
    packs = bool(spec.row_packs) if spec.row_packs is not None else \
        not backward and _default_row_packs(spec.cols, spec.itemsize)
    tpr = spec.threads_per_row
    if tpr is None:
        tpr = _pack_lanes(spec.cols, vec) if packs else _default_lanes(spec.cols, spec.itemsize, backward)
    if not _pow2(tpr) or tpr > WARP:
        raise SpecError("threads_per_row", f"{tpr} must be a power of two from 1 to 32 for strategy 'flat'")
    held = _cdiv(spec.cols // vec, tpr) * vec if packs else _cdiv(spec.cols, tpr)
    if held > FLAT_MOST_ELEMENTS:
        more = f"; threads_per_row 32 holds {WARP * FLAT_MOST_ELEMENTS}" if tpr < WARP else ""
        raise _too_wide(spec, tpr * FLAT_MOST_ELEMENTS + (vec - 1 if packs else 0),
                        f"{tpr} lanes a row x {FLAT_MOST_ELEMENTS} register elements"
                        f"{' of its aligned packs' if packs else ''}{more}")
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
    # a tile (the backward's two: y's and dy's) and its phase's slack
    smem = (_cdiv(rows * spec.cols * spec.itemsize, VEC_BYTES) + 1) * VEC_BYTES * (2 if backward else 1)
    limit = SMEM_PER_BLOCK - STATIC_SMEM_RESERVE
    if smem > limit:
        tiles = "two tiles (y's and dy's)" if backward else "a tile"
        raise SpecError("rows_per_block", f"{tiles} of {rows} rows of {spec.cols} {spec.dtype} "
                        f"{'take' if backward else 'takes'} "
                        f"{smem // 1024} KB of shared memory, more than {limit // 1024} KB; use fewer rows")
    return dict(threads_per_row=tpr, block_size=bs, rows_per_block=rows, num_warps=bs // WARP,
                num_stages=1, smem_bytes=smem, tile=rows * spec.cols, row_packs=packs,
                **(_register_row(spec, vec, tpr, bs) if packs else {}))


# lanes a row by default: among the counts that give a lane FLAT_LANE_ELEMENTS elements of a row
# (one lane, which shuffles nothing, fewer or up to FLAT_ONE_LANE), the one whose shared-memory
# reads conflict least (rows of an odd width start at every bank), the fewest lanes of those within
# FLAT_NEAR_WAYS of it (fewer shuffles).  H200, notes entry 177, rounds b and d (every lane count
# 1-16 at 228 cells of 9-256 columns): 0.6 points under each cell's best on average, 14 cells more
# than 3 under, against 0.9 and 17 for the rule before (the fewest lanes holding 16 elements a
# lane, or half / twice them where those conflicted 2.5 ways); bf16 softmax
# 125 at 8 lanes 2.9 ways 89% of copy, at 16 2.0 ways 98; 67 at 16 lanes 80, at 4 (17 elements a
# lane) 99.6; 155 at 16 lanes 96.5, at 8 (20 a lane) 99.6; 21 at 2 lanes 88, at one 98
FLAT_LANE_ELEMENTS = (8, 20)
FLAT_ONE_LANE = 24
FLAT_NEAR_WAYS = 0.1
FLAT_MOST_WAYS = 2.5     # ways an entry's lanes may conflict at a width it carries to (auto._flat_reads_alike)
# the backward ops: from 4 elements a lane, up to 16 lanes a row (H200, notes entry 179, rounds a-b,
# every lane count 1-16 at 70 cells of 9-333 columns: 0.4 points under each cell's best on average,
# none more than 3 under, against 2.5 and 6 for the forward's rule; 16-bit 63 / 65 at 8 lanes, 4.0
# ways, 79% of copy, at 16 (4 elements a lane, 2.0 ways) 103-104); a dx element has the bytes of
# three tensors to hide its instructions behind, one of the forward's two
FLAT_BACKWARD_LANE_ELEMENTS = (4, 20)
FLAT_BACKWARD_LANES = 16


def _default_lanes(cols: int, itemsize: int, backward: bool = False) -> int:
    """flat's lanes a row for rows of `cols` (FLAT_LANE_ELEMENTS; backward:
    FLAT_BACKWARD_LANE_ELEMENTS, FLAT_BACKWARD_LANES), or past them the fewest that hold a row
    FLAT_MOST_ELEMENTS a lane."""
    lo, hi = FLAT_BACKWARD_LANE_ELEMENTS if backward else FLAT_LANE_ELEMENTS
    most = FLAT_BACKWARD_LANES if backward else WARP
    counts = [g for g in (1, 2, 4, 8, 16, 32)
              if g <= most and ((g == 1 and cols <= FLAT_ONE_LANE) or lo <= _cdiv(cols, g) <= hi)]
    if not counts:
        return next((g for g in (1, 2, 4, 8, 16, 32) if _cdiv(cols, g) <= FLAT_MOST_ELEMENTS), WARP)
    ways = {g: _bank_ways(cols, g, itemsize) for g in counts}
    least = min(ways.values())
    return next(g for g in counts if ways[g] <= least + FLAT_NEAR_WAYS)


# row_packs by default (H200, notes entry 178, round b, % of copy, element by element at its
# lanes / as packs at _pack_lanes'): 16-bit rows of 8 aligned packs or more (bf16 softmax 65
# 71.6 / 99.8, 77 96.4 / 100.4, 127 92.3 / 99.2, 147 95.2 / 99.6, 193 95.7 / 98.2, 333 94.8 /
# 99.7; 111 99.5 / 94.5 and 93 98.8 / 97.7 the losses) up to 96 (781 94.3 / 85.3); rows whose
# element reads conflict FLAT_MOST_WAYS or more (bf16 63 72.7 / 93.9-96.4, fp32 95 95.0 / 100.7,
# 97 93.2 / 100.6); fp32 rows otherwise level or lower as packs (203 100.0 / 95.9)
FLAT_PACKS_16BIT = (8, 3 * WARP)
FLAT_LANE_PACKS = 3      # row_packs: aligned packs a lane holds at most by default


def _default_row_packs(cols: int, itemsize: int) -> bool:
    """Whether flat takes its rows from the tile as packs by default: 16-bit rows of
    FLAT_PACKS_16BIT aligned packs, and rows of 7 to 96 packs (any dtype) whose element reads
    conflict FLAT_MOST_WAYS ways or more.  Fewer packs leave a lane too few to be worth their
    edge scalars (bf16 43, 5 packs, 3.0 ways: 89.6 element by element, 79.5 as packs)."""
    lo, hi = FLAT_PACKS_16BIT
    packs = cols // (VEC_BYTES // itemsize)
    if not lo - 1 <= packs <= hi:
        return False
    return (itemsize == 2 and packs >= lo) or \
        _bank_ways(cols, _default_lanes(cols, itemsize), itemsize) >= FLAT_MOST_WAYS


def _pack_lanes(cols: int, vec: int, most: int = FLAT_LANE_PACKS) -> int:
    """flat's lanes a row for rows taken as packs: the fewest that hold a row's aligned packs
    `most` a lane (FLAT_LANE_PACKS; round b, 16-bit, two or three packs a lane as packs: 77 on 8
    lanes 87.6, on 4 100.4; 137 on 16 87.4, on 8 99.7; fp32 97 on 16 98.3, on 8 100.6; 93 on 8
    97.7, on 4 91.9 the loss)."""
    return next((g for g in (1, 2, 4, 8, 16) if _cdiv(cols // vec, g) <= most), WARP)


@functools.lru_cache(maxsize=None)     # a plan's lanes weigh several counts, auto's carries weigh more
def _bank_ways(cols: int, lanes: int, itemsize: int, warps: int = 8) -> float:
    """Mean wavefronts of a warp's shared-memory read of one element a lane (the most distinct
    4-byte words any of the 32 banks holds), over a block's first `warps` warps and every element
    slot of a lane, for rows of `cols` back to back from a 16-byte boundary, `lanes` a row."""
    total = reads = 0
    for warp in range(warps):
        for k in range(_cdiv(cols, lanes)):
            banks: dict[int, set] = {}
            for lane in range(WARP):
                column = lane % lanes + k * lanes
                if column < cols:
                    word = ((warp * WARP + lane) // lanes * cols + column) * itemsize // 4
                    banks.setdefault(word % WARP, set()).add(word)
            total += max(map(len, banks.values()))
            reads += 1
    return total / reads


def _triton_flat(spec: KernelSpec, vec: int) -> dict:
    raise SpecError("backend", "strategy 'flat' is CUDA-only (a tile of rows reshaped in shared memory, "
                    "which Triton's blocks of power-of-two shape do not express); use backend 'cuda', or "
                    "strategy 'warp' with Triton")
