"""Triton's strategy shapes for the launch plan (softgen.generator.plan): whole rows a program
(block, smem, and warp's padded rows), Triton warp's rows in chunks of a row's lanes x vec
columns (heads, 16-byte-aligned bodies and tails; their warps and register caps by op and
chunks), and the online tiles.  Each takes a spec and its vec and returns the plan's fields."""
from __future__ import annotations

from softgen.errors import SpecError
from softgen.generator.spec import BACKWARD_OPS, KernelSpec
from softgen.generator.plan_base import (SMEM_PER_BLOCK, TRITON_PEELED_ELEMS_PER_THREAD,
                                         TRITON_ROW_ELEMS_PER_THREAD, WARP, _cdiv, _check_triton_warps,
                                         _clamp, _next_pow2, _pack_threads, _pow2, _reject, _too_wide)

TRITON_REGISTER_ROW = 32 * WARP * TRITON_ROW_ELEMS_PER_THREAD   # elements of a row 32 warps hold in registers


def _triton_rowwise(spec: KernelSpec, vec: int, rows: int, stages_default: int, in_registers: bool = True) -> dict:
    """Triton warp/block/smem: whole rows (padded to a power of two) as one block of values;
    peeled rows pad their 16-byte-aligned body only, at most cols // vec * vec (bf16 1025: 1024,
    not 2048; notes entry 76).  in_registers=False: rows only smem's gluon kernel serves, which
    keeps them in shared memory (_triton_smem), so no register budget applies."""
    peels = _peels(spec, vec)
    block_n = _next_pow2(max(vec, spec.cols // vec * vec) if peels else spec.cols)
    elems = rows * block_n * (2 if spec.op in BACKWARD_OPS else 1)    # backward holds y and dy
    peeled = peels and block_n >= 4096
    per_thread = TRITON_PEELED_ELEMS_PER_THREAD if peeled else 16
    nw_default = _clamp(_next_pow2(_cdiv(elems, WARP * per_thread)), 1 if spec.strategy == "warp" else 4,
                        8 if spec.strategy == "warp" else 32)
    if spec.strategy != "warp":
        nw_default = min(nw_default, _pack_threads(spec.cols // vec) // WARP)
    nw, ns = _check_triton_warps(spec, nw_default)
    if spec.num_stages is None:
        ns = stages_default
    if in_registers and elems > nw * WARP * TRITON_ROW_ELEMS_PER_THREAD:
        if spec.num_warps is not None and elems <= TRITON_REGISTER_ROW:
            raise SpecError("num_warps", f"{nw} warps hold {nw * WARP * TRITON_ROW_ELEMS_PER_THREAD} "
                            f"elements in registers, fewer than {rows} row(s) of {block_n}; raise num_warps")
        tensors = 2 if spec.op in BACKWARD_OPS else 1          # the backward holds y and dy
        raise _too_wide(spec, TRITON_REGISTER_ROW // rows // tensors,
                        f"{rows} row(s) padded to a power of two in the registers of at most 32 warps"
                        + (", y's and dy's" if tensors == 2 else ""))
    # the register cap: twice the row's values a thread (32 or 64), so two programs share an SM
    cap = 2 * _cdiv(elems, nw * WARP)
    return dict(block_n=block_n, num_warps=nw, num_stages=ns, rows_per_block=rows,
                threads_per_row=nw * WARP // rows if rows <= nw * WARP else 1,
                block_size=nw * WARP, max_registers=cap if peeled and 32 <= cap <= 64 else 0)


WARP_PEEL_FROM = 512            # Triton warp rows in chunks under this width, and 16-bit ones past it (_warp_chunks)
WARP_CHUNK_PACKS = 4            # narrower ones: at most this many packs a lane (_triton_warp_chunks)
WARP_CHUNK_WARPS = 4            # and this many warps a program by default
WARP_WIDE_FORWARD_WARPS = 1     # 16-bit forward rows past 2048 not a multiple of 16 bytes: this many (_chunk_warps)
WARP_EDGE_REGISTERS = 80        # 16-bit forward rows whose tail may span two chunks: registers a thread at most
WARP_WIDE_REGISTERS = 128       # 16-bit rows of many chunks (WARP_WIDE_CAPS): the same
WARP_WIDER_REGISTERS = 168      # and of more (the backward's past 2048 columns)
WARP_WIDE_CAPS = {              # op: ((from this many chunks, that cap; 0 none), ...), rows not a multiple of vec
    "softmax": ((8, WARP_WIDE_REGISTERS),),
    "log_softmax": ((8, WARP_WIDE_REGISTERS),),
    "log_softmax_backward": ((7, WARP_WIDE_REGISTERS), (11, WARP_WIDER_REGISTERS)),
    "softmax_backward": ((9, WARP_WIDER_REGISTERS), (11, 0)),
}
WARP_ALIGNED_CAPS = {           # the same, rows a multiple of vec
    "log_softmax_backward": ((12, WARP_WIDER_REGISTERS),),
}
WARP_ONE_WARP_REGISTERS = 96    # the forward's rows of nine and ten chunks one warp a program (WARP_ONE_WARP_CAPS)
WARP_ONE_WARP_CAPS = {          # WARP_WIDE_CAPS's forward, programs of one warp
    op: ((8, WARP_WIDE_REGISTERS), (9, WARP_ONE_WARP_REGISTERS), (11, WARP_WIDE_REGISTERS))
    for op in ("softmax", "log_softmax")
}
WARP_CHUNKS_MAX_COLS = 3072     # rows in chunks (every 16-bit row to here): the widest; others 2048


def _peels(spec: KernelSpec, vec: int) -> bool:
    """Triton block / smem rows whose width is not a multiple of vec: loaded as a head, a
    16-byte-aligned body and a tail (LaunchPlan.peel).  Those of 4096+ (padded) default to 32
    values a thread (of y and dy together, backward), which measured best (H100,
    scripts/try_triton_row_peel.py and try_triton_backward_peel.py: bf16 12345 59 -> 97% of copy
    against 16 a thread, backward bf16 5001 61 -> 98), under a cap of 64 registers (fp32 12345
    takes 90 without it: one program an SM; the backward stays under 64 anyway).  Notes
    entries 33, 40-41.  warp rows too, of two packs or more: one a program from WARP_PEEL_FROM
    columns (unless rows_per_block is set), as block's (entry 76), several a program in chunks
    under it and 16-bit ones past it (_warp_chunks; _triton_warp_chunks, entries 164 and 168)."""
    if spec.cols is None or spec.cols % vec == 0:
        return False
    if spec.strategy == "warp":     # narrower rows load element by element (bf16 9, notes entry 164)
        return spec.cols >= 2 * vec
    return spec.strategy in ("block", "smem")


def _triton_warp(spec: KernelSpec, vec: int) -> dict:
    _reject(spec, "tile", "block_size")
    in_chunks = _warp_in_chunks(spec, vec)
    # every 16-bit row to WARP_CHUNKS_MAX_COLS is in chunks (_warp_chunks); fp32 ones past 2048 with
    # rows_per_block set above 1 (H200: 2060-2100 99-100% of copy, notes entry 170)
    chunked = in_chunks or (spec.itemsize == 2 and spec.rows_per_block is None)
    if spec.cols > (WARP_CHUNKS_MAX_COLS if chunked else 2048):
        raise _too_wide(spec, WARP_CHUNKS_MAX_COLS, "a few warps hold several whole rows in chunks") if chunked \
            else _too_wide(spec, 2048, "a few warps hold several whole rows; rows_per_block 2 or more holds them "
                                       f"in chunks to {WARP_CHUNKS_MAX_COLS}")
    if in_chunks:
        return _triton_warp_chunks(spec, vec)
    if spec.threads_per_row is not None:
        raise SpecError("threads_per_row", "Triton warp takes lanes a row only where it holds several rows a "
                        "program in chunks (a width of two packs or more, and rows_per_block above 1 or, "
                        f"unset, a width under {WARP_PEEL_FROM}, or in 16 bits 513-768, 1025-1536, 2049-3072 or not a "
                        "multiple of 16 bytes); remove it")
    rows = spec.rows_per_block if spec.rows_per_block is not None \
        else 1 if _peels(spec, vec) else _clamp(2048 // _next_pow2(spec.cols), 1, 64)
    _check_triton_rows(rows)
    return _triton_rowwise(spec, vec, rows, stages_default=1)


def _warp_chunks(spec: KernelSpec, vec: int) -> bool:
    """Triton warp rows several a program (in chunks), not one a program (rows_per_block 1, or
    by default from WARP_PEEL_FROM columns).  From there 16-bit rows not a multiple of vec take
    chunks, and aligned ones that 32 lanes' chunks pad to at most three quarters of the power of
    two (513-768, 1025-1536, 2049-3072): one a program padded to a power of two, 16-bit rows ran
    64-94% of copy at forward 521-843 and 65-79 at 1101-1300 (backward 68-86), aligned 1056-1408
    79-100 (backward 85-103), in chunks of 32 lanes 86-102, 92-108 and 101-108 (H200, notes entry
    168); past 2048 (WARP_CHUNKS_MAX_COLS) Triton's other kernels ran 79-102 forward and 78-107
    backward, Triton warp in chunks 86-101 and 97-107 (entry 170).
    Aligned rows the chunks pad further ran level or 1-3 points slower in chunks (856-1000,
    1552-2000), and fp32 rows padded 100-105 at 1100 (their padding costs fewer instructions)."""
    if spec.rows_per_block is not None:
        return spec.rows_per_block != 1
    if spec.cols < WARP_PEEL_FROM:
        return True
    if spec.itemsize != 2:
        return False
    return spec.cols % vec != 0 or 4 * _chunked_span(spec.cols, vec) <= 3 * _next_pow2(spec.cols)


def _warp_in_chunks(spec: KernelSpec, vec: int) -> bool:
    """Triton warp rows held in chunks (LaunchPlan.in_chunks), several a program (_warp_chunks):
    rows of two packs or more not a multiple of vec (narrower ones load element by element:
    bf16 9, notes entry 164), aligned rows given lanes a row (threads_per_row), and by default
    aligned rows of more than WARP_CHUNK_PACKS packs whose width is not a power of two, where
    the chunks span fewer columns than the power of two or it is 256 or more.  Padded to a power
    of two on 32 lanes, bf16 136-392 ran 65-86% of copy, in chunks 100-102 (H200, notes entry
    165).  A power of two fills its block (level either way); rows of three packs on one lane
    lost (fp32 12 97 -> 75), and chunks that span the whole power of two under 256 (16-bit 56
    and 120 in four chunks) lost up to 14 points."""
    if spec.cols is None or spec.cols < 2 * vec or not _warp_chunks(spec, vec):
        return False
    if spec.cols % vec != 0 or spec.threads_per_row is not None:
        return True
    if _pow2(spec.cols) or spec.cols <= WARP_CHUNK_PACKS * vec:
        return False
    span = _next_pow2(spec.cols)
    return _chunked_span(spec.cols, vec) < span or span >= 256


def _chunked_span(cols: int, vec: int) -> int:
    """Columns an aligned row of cols takes in chunks of its default lanes (_chunk_lanes) x vec."""
    block_n = _chunk_lanes(cols // vec) * vec
    return _cdiv(cols, block_n) * block_n


def _peeled_chunks(cols: int, vec: int, block_n: int) -> tuple[int, int]:
    """Rows not a multiple of vec in chunks of block_n columns from a pack before the body:
    (the chunks, the first a tail may take: the body ends at most 2 (vec - 1) short of the
    width)."""
    return _cdiv(cols + vec, block_n), max(0, cols - vec + 2) // block_n


def _row_chunks(cols: int, vec: int, block_n: int, peeled: bool) -> int:
    """A row's chunks of block_n columns: from its start, or (peeled) from a pack before its body."""
    return _peeled_chunks(cols, vec, block_n)[0] if peeled else _cdiv(cols, block_n)


def _edge_chunks(cols: int, vec: int, block_n: int) -> tuple:
    """Rows not a multiple of vec in chunks (_peeled_chunks): the chunks a head (chunk 0) or a
    tail may take (LaunchPlan.edge_chunks)."""
    chunks, tail_chunk = _peeled_chunks(cols, vec, block_n)
    return tuple(sorted({0, *range(tail_chunk, chunks)}))


def _chunk_lanes(packs: int) -> int:
    """Lanes a row of `packs` packs in chunks takes by default: at most WARP_CHUNK_PACKS packs a lane."""
    return _clamp(_next_pow2(_cdiv(packs, WARP_CHUNK_PACKS)), 1, WARP)


def _check_triton_rows(rows: int) -> None:
    if not _pow2(rows) or rows > 256:
        raise SpecError("rows_per_block", f"{rows} must be a power of two from 1 to 256 for Triton")


def _triton_warp_chunks(spec: KernelSpec, vec: int) -> dict:
    """Triton warp rows several a program (_warp_in_chunks), those of a width not a multiple of
    vec each split into a head, a 16-byte-aligned body and a tail (LaunchPlan.peel_rows), held
    in chunks of block_n = lanes x vec columns: a row on `lanes` lanes (threads_per_row), at most
    WARP_CHUNK_PACKS packs a lane, as CUDA warp's lanes a row.  A row padded to a power of two
    on 32 lanes, as the other Triton warp rows, ran 32-41% of copy at 16-bit 137-153, its
    instructions the limit (H200, notes entry 164).  16-bit rows not a multiple of vec take a
    register cap by their chunks and op (_warp_chunks_registers)."""
    packs = _cdiv(spec.cols, vec)
    lanes = spec.threads_per_row if spec.threads_per_row is not None else _chunk_lanes(packs)
    if not _pow2(lanes) or lanes > WARP:
        raise SpecError("threads_per_row", f"{lanes} must be a power of two from 1 to {WARP} (lanes a row)")
    nw, ns = _check_triton_warps(spec, _chunk_warps(spec, vec))
    rows = spec.rows_per_block if spec.rows_per_block is not None else WARP // lanes * nw
    _check_triton_rows(rows)
    if spec.num_warps is None:
        nw = _clamp(rows * lanes // WARP, 1, 32)
    block_n = lanes * vec
    return dict(block_n=block_n, num_warps=nw, num_stages=ns, rows_per_block=rows, threads_per_row=lanes,
                block_size=nw * WARP, max_registers=_warp_chunks_registers(spec, vec, block_n, nw))


def _chunk_warps(spec: KernelSpec, vec: int) -> int:
    """Warps (and rows, at 32 lanes a row) a Triton warp program in chunks takes by default:
    WARP_CHUNK_WARPS, but WARP_WIDE_FORWARD_WARPS for 16-bit forward rows past 2048 not a
    multiple of vec: at 4 warps softmax bf16 / log_softmax fp16 2100-2900 ran 88-97% of copy, at
    one 94-98 (2100 91 -> 96 and 88 -> 94, 2500 92 -> 97 and 92 -> 98), at two 91-98 (H200,
    notes entry 170).  Aligned rows ran 100-101 at 4 (2304-2600), the backward 97-107."""
    wide_forward = spec.cols > 2048 and spec.cols % vec != 0 and vec == 8 and spec.op not in BACKWARD_OPS
    return WARP_WIDE_FORWARD_WARPS if wide_forward else WARP_CHUNK_WARPS


def _warp_chunks_registers(spec: KernelSpec, vec: int, block_n: int, warps: int) -> int:
    """Registers a thread of Triton warp's 16-bit rows in chunks may take (the launcher's
    maxnreg; 0: the compiler's choice), by op, chunks and the program's warps (WARP_WIDE_CAPS,
    WARP_ONE_WARP_CAPS, WARP_ALIGNED_CAPS); for rows not a multiple of vec:
    - the forward from eight chunks, log_softmax_backward from seven, WARP_WIDE_REGISTERS:
      uncapped (the compiler's choice, above 128) log_softmax ran 88-95% of copy at 1791-2001
      (capped at 80, where the tail spans two chunks, 78-83 at 2047), at 128 99-102, softmax
      level there and 83 -> 100 at 2047, log_softmax_backward 92-95 -> 101-104 at 1701 (fp16)
      and 1802-2001 (H200, notes entry 169); past 2048 the forward ran best at 128 too (2100-3300
      86-98, uncapped 70-94, at 168 78-93; entry 170);
    - the forward one warp a program (past 2048 by default, _chunk_warps) at nine and ten chunks
      (2049-2552) WARP_ONE_WARP_REGISTERS: 128 ran 93.5-97.9, 96 97.4-99.9 (16-bit 2063-2479),
      112 92.7-97.3; from eleven chunks 96 lost 1-25 (stack 72-176 bytes a thread on triton 3.6,
      none at nine and ten) and 128 stays; at eight level (1811-2039; H200, notes entry 171);
    - log_softmax_backward from eleven chunks (2700-2900) WARP_WIDER_REGISTERS: 82-95 at 128,
      92-102 at 168 (entry 170);
    - softmax_backward at nine and ten chunks (2041-2552) WARP_WIDER_REGISTERS (2100-2500 90-102
      uncapped, 103-105 at 168; level at 2041-2047), uncapped under (128 lost 6-19, entry 169)
      and from eleven (168 lost 6-16 at 2700-2900; entry 170).
    Narrower forward rows whose tail may span two chunks (three edge chunks:
    LaunchPlan.edge_chunks) take WARP_EDGE_REGISTERS: the compiler's 89-109 left five or four
    programs of 4 warps an SM, and at 80 (six) log_softmax 249-255 / 509-511 ran 92.7-96.5% of
    copy where it had run 82.3-84.9 (entry 166), and 1279 / 1535 99.7-101.6 against 91-97 at 128
    (entry 169); the backward's 95-128 spill at 96.  Aligned rows (WARP_ALIGNED_CAPS) take none
    but log_softmax_backward's of twelve chunks (2817-3072), WARP_WIDER_REGISTERS (3072: 89-95
    uncapped, 107 at 168; at eleven, 2816, level; entry 170)."""
    if vec != 8:
        return 0
    peeled = spec.cols % vec != 0
    chunks = _row_chunks(spec.cols, vec, block_n, peeled)
    one_warp = peeled and warps == 1 and spec.op in WARP_ONE_WARP_CAPS
    caps = (WARP_ONE_WARP_CAPS if one_warp else WARP_WIDE_CAPS if peeled else WARP_ALIGNED_CAPS).get(spec.op, ())
    wide = [cap for start, cap in caps if chunks >= start]
    if wide:
        return wide[-1]
    three_edges = peeled and len(_edge_chunks(spec.cols, vec, block_n)) == 3
    return WARP_EDGE_REGISTERS if three_edges and spec.op not in BACKWARD_OPS else 0


def _triton_block(spec: KernelSpec, vec: int) -> dict:
    _reject(spec, "tile", "block_size", "threads_per_row", "rows_per_block")
    return _triton_rowwise(spec, vec, 1, stages_default=1)


# 16-bit forward smem rows past what the Triton kernel's registers hold (32768 columns) that only
# the gluon kernel serves (the row in shared memory), up to two programs' rows an SM: 112 KB
# (H200, ninety-ninth session, round c, % of copy, auto's Triton pick (online) / smem: bf16
# softmax 40001 86.6 / 92.3, 50000 86.1 / 93.4, 57000 87.6 / 90.7, log_softmax 88.2-90.6 /
# 93.8-95.3, fp16 alike; one program an SM, 65536-110001, 74-83 against online's 78-93)
TRITON_SMEM_GLUON_MAX_BYTES = 112 * 1024


def _triton_smem(spec: KernelSpec, vec: int) -> dict:
    _reject(spec, "tile", "block_size", "threads_per_row", "rows_per_block")
    # num_stages 1 (default; one program a row, as block): the measured best on the H100
    # (docs/OPTIMIZATION_NOTES.md entry 32); above 1, persistent programs stage that many
    # rows in shared memory ahead of the one they compute
    if spec.itemsize == 2 and spec.op not in BACKWARD_OPS and spec.cols // vec * vec > TRITON_REGISTER_ROW:
        most = TRITON_SMEM_GLUON_MAX_BYTES // spec.itemsize
        _check_triton_warps(spec, 1)        # a malformed num_warps / num_stages is named before the width
        if spec.num_warps is not None or spec.num_stages not in (None, 1):
            raise _too_wide(spec, TRITON_REGISTER_ROW, "a row padded to a power of two in the registers of at most "
                            f"32 warps; with num_warps and num_stages unset, the gluon kernel takes rows "
                            f"to {most} in shared memory")
        if spec.cols > most:
            raise _too_wide(spec, most, "the gluon kernel's row in shared memory, two programs an SM")
        plan = _triton_rowwise(spec, vec, 1, stages_default=1, in_registers=False)
        return {**plan, "gluon_only": True}
    plan = _triton_rowwise(spec, vec, 1, stages_default=1)
    tensors = 2 if spec.op in BACKWARD_OPS else 1          # backward stages y and dy
    staged = plan["block_n"] * spec.itemsize * plan["num_stages"] * tensors
    if plan["num_stages"] > 1 and staged > SMEM_PER_BLOCK - 16 * 1024:
        raise SpecError("num_stages", f"{spec.num_stages} stages of {plan['block_n']} {spec.dtype} "
                        "do not fit in shared memory; lower num_stages")
    return plan


def _triton_online(spec: KernelSpec, vec: int) -> dict:
    _reject(spec, "block_size", "threads_per_row", "rows_per_block")
    nw, ns = _check_triton_warps(spec, 8)
    tile = spec.tile if spec.tile is not None else nw * WARP * vec * 2
    if not _pow2(tile) or tile > 65536:
        raise SpecError("tile", f"{tile} must be a power of two of at most 65536 for Triton")
    return dict(block_n=tile, tile=tile, num_warps=nw, num_stages=ns, rows_per_block=1,
                threads_per_row=nw * WARP, block_size=nw * WARP)


def _triton_cluster(spec: KernelSpec, vec: int) -> dict:
    raise SpecError("backend", "strategy 'cluster' is CUDA-only (Hopper thread-block clusters); "
                    "use backend 'cuda', or strategy 'online' with Triton")
