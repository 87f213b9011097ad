"""CUDA cluster's shapes for the launch plan (softgen.generator.plan): a row split over a
thread-block cluster (sm_90), its stages (0-8: where a block keeps its slice: shared memory,
registers, both), blocks, register bounds and packs alignment, sized to sm_90's register file and
shared memory (plan_base)."""
from __future__ import annotations

from softgen.errors import SpecError
from softgen.generator.spec import BACKWARD_OPS, KernelSpec
from softgen.generator.plan_base import (BLOCKS_PER_SM, LINE_PACKS, MAX_CLUSTER, MAX_PORTABLE_CLUSTER,
                                         REGISTERS_PER_SM, SMEM_PER_BLOCK, SMEM_PER_SM,
                                         SMEM_RESERVED_PER_BLOCK, SMSP_REGISTERS, STATIC_SMEM_RESERVE,
                                         THREADS_PER_SM, VEC_BYTES, WARP, _block_threads, _cdiv, _clamp,
                                         _next_pow2, _reject, _tensors, _tight_threads, row_budget)


def _cuda_cluster(spec: KernelSpec, vec: int) -> dict:
    """A row split over a cluster of blocks.  Each block keeps its slice in shared memory
    (stage 1), in registers (stage 2), or reads it twice (stage 0: any width; the slices are
    small enough for the second read to come from L2); backward stage 3 stages y and reads
    dy twice, stage 4 stages y and holds dy in registers, stage 8 as 4 with dy's packs past the
    registers in shared memory too."""
    _reject(spec, "tile", "num_warps", "num_stages", "rows_per_block")
    body_packs = spec.cols // vec
    limit = SMEM_PER_BLOCK - STATIC_SMEM_RESERVE
    tensors = _tensors(spec)                    # backward holds y and dy
    row_bytes = spec.cols * spec.itemsize * tensors
    k = spec.cluster_size if spec.cluster_size is not None else _default_cluster_size(row_bytes, tensors)
    if not 2 <= k <= MAX_CLUSTER:
        raise SpecError("cluster_size", f"{k} must be from 2 to {MAX_CLUSTER} (above "
                        f"{MAX_PORTABLE_CLUSTER}: non-portable sizes, which an H100 runs)")
    align = _cluster_align(spec, vec)
    slice_packs = _cdiv(_cdiv(body_packs, k), align) * align
    if spec.stage in (3, 4, 8) and tensors == 1:
        dy = {3: "streamed", 4: "in registers", 8: "in registers and shared memory"}[spec.stage]
        raise SpecError("stage", f"stage {spec.stage} (y staged, dy {dy}) is for the backward ops, not "
                        f"{spec.op}; use stage 0, 1, 2 or 5")
    if spec.stage in (5, 6, 7) and tensors == 2:
        where = {5: "shared memory", 6: "registers", 7: "registers and shared memory"}[spec.stage]
        raise SpecError("stage", f"stage {spec.stage} (the slice's exps in {where}) is for the forward ops, "
                        f"not {spec.op}; use stage 0-4")
    stage = spec.stage if spec.stage is not None else \
        _default_forward_stage(spec, slice_packs, vec) if tensors == 1 else _default_stage(spec, slice_packs, vec)
    smem = max(16, slice_packs * vec * spec.itemsize * (1 if stage in (3, 4) else tensors))
    if stage in (1, 3, 4) and smem > limit:
        raise SpecError("stage", f"{spec.cols} {spec.dtype} columns over {k} blocks need "
                        f"{smem // 1024} KB of shared memory per block, more than {limit // 1024} KB; "
                        "use stage 0 (read each slice twice) or a larger cluster_size")
    if stage == 2:      # about 32 row elements a thread, up to 1024 threads
        bs = _block_threads(spec, lambda packs: _stage2_threads(slice_packs, vec, tensors), vec)
        ppt = max(1, _cdiv(slice_packs, bs))
        budget = row_budget(bs) // tensors
        if ppt * vec > budget:
            raise SpecError("stage", f"stage 2 holds {ppt * vec} elements of each {spec.dtype} slice per "
                            f"thread, more than the {budget} that fit in registers at {bs} threads a block; "
                            "use a larger cluster_size or block_size, or stage 1")
        extra = dict(packs_per_thread=ppt, edge_slots=1, smem_bytes=0, tile=bs * vec * ppt,
                     min_blocks=_register_blocks(bs, ppt * vec * tensors))
    elif stage == 5:
        extra, bs = _stage5_shape(spec, slice_packs, vec, limit)
    elif stage == 6:
        extra, bs = _stage6_shape(spec, slice_packs, vec)
    elif stage == 7:
        extra, bs = _stage7_shape(spec, slice_packs, vec, limit)
    elif stage == 8:
        extra, bs = _stage8_shape(spec, slice_packs, vec, limit, k)
    elif stage == 4:    # y's slice in shared memory, dy's in registers: two blocks an SM where they fit
        bs, want = _stage4_shape(spec, slice_packs, vec)
        ppt = unroll = min(want, max(1, row_budget(bs) // vec))
        words = max(1, vec * spec.itemsize // 4)
        registers = REGISTERS_PER_SM // bs
        if spec.blocks_per_sm is not None and want * words > _bound_registers(bs, spec.blocks_per_sm) // 2:
            # a blocks bound too tight for dy's slice (row_budget's half the registers): it holds
            # the packs the bound leaves room for, the rest is read twice
            registers = _bound_registers(bs, spec.blocks_per_sm)
            ppt = min(ppt, max(1, (registers - STAGE4_REST_REGISTERS) // words))
        if ppt < want:
            # dy's packs past what the registers hold are read twice, the second time from L2, as
            # stage 3 reads them all, STAGE4_REST_UNROLL of each tensor at a time (H100, notes
            # entry 112: at 1024 threads 16-bit 1000000 74 -> 83% of copy against stage 3; at 576
            # it lost to stage 3, which the table keeps there)
            ppt = min(ppt, max(1, (registers - STAGE4_REST_REGISTERS) // words))
            unroll = STAGE4_REST_UNROLL
        extra = dict(packs_per_thread=ppt, smem_bytes=smem, tile=bs * vec * unroll,
                     min_blocks=_register_blocks(bs, ppt * vec))
    else:
        # forward slices staged in shared memory: blocks of at most 256 threads.  16-bit slices
        # staged through registers take 66 registers a thread, so 512 threads would leave one
        # block an SM (H100 bf16 262144, 8 blocks: 64% of copy against 93% at 256); fp32 at 512
        # ran 94-96 at 98500-123000 against 97-98 at 256 (notes entry 91)
        most = 256 if stage == 1 and tensors == 1 else 512
        # 16-bit slices staged in shared memory: whole warps for at most 8 packs a thread (of
        # each tensor backward: 4, one step of packs in flight), so a slice just past a power of
        # two does not step to twice the threads, nor backward to a second, nearly empty step
        # (H100, notes entries 94 and 100, stage 1 x 16: bf16 131203 80 -> 93, 132120 87 -> 99;
        # softmax_backward bf16 x 4-16 at 16 widths 20001-262144 92.7-103.0 -> 99.9-104.6)
        whole_warps = stage == 1 and spec.itemsize == 2
        threads = _tight_threads(slice_packs, 8 // tensors) if whole_warps else _next_pow2(_cdiv(slice_packs, 8))
        bs = _block_threads(spec, lambda packs: _clamp(threads, 128, most), vec)
        # packs in flight per tensor: enough to cover the slice (staged) or 32 KB a block (streamed)
        unroll = min(8 // tensors, max(1, _cdiv(slice_packs, bs))) if stage else 4
        extra = dict(smem_bytes=smem if stage else 0, tile=bs * vec * unroll)
    return dict(threads_per_row=bs * k, block_size=bs, rows_per_block=1, num_warps=bs // WARP,
                num_stages=1, cluster_size=k, slice_packs=slice_packs, align_packs=align, stage=stage, **extra)


STAGE5_PACKS = 8     # cluster stage 5: packs a thread loads at once (all in flight), at most


def _stage5_shape(spec: KernelSpec, slice_packs: int, vec: int, limit: int) -> tuple[dict, int]:
    """(plan fields, threads) of a stage 5 block: the fewest whole warps that load the slice in one
    step of at most STAGE5_PACKS packs a thread; its exps take 4 bytes an element of shared
    memory, which with 64 registers a thread bounds the blocks an SM."""
    if vec % 4:
        raise SpecError("stage", f"stage 5 keeps the exps in groups of 4 floats, not packs of {vec}; "
                        "use vec 4 or 8, or stage 1")
    bs = _block_threads(spec, lambda packs: _clamp(_tight_threads(slice_packs, STAGE5_PACKS), 128, 1024), vec)
    ppt = max(1, _cdiv(slice_packs, bs))
    if ppt > STAGE5_PACKS:
        raise SpecError("stage", f"stage 5 loads {ppt} packs of the {spec.dtype} slice a thread at once, more "
                        f"than {STAGE5_PACKS}, at {bs} threads a block; use a larger cluster_size or block_size")
    smem = bs * ppt * vec * 4
    if smem > limit:
        raise SpecError("stage", f"stage 5's exps take {smem // 1024} KB of shared memory per block, more than "
                        f"{limit // 1024} KB; use a larger cluster_size, or stage 0")
    return dict(packs_per_thread=ppt, smem_bytes=smem, tile=bs * vec * ppt, min_blocks=_blocks_an_sm(bs, 64, smem)), bs


STAGE6_ELEMENTS = 64     # cluster stage 6: elements a thread holds, at most (quack's 64: 80 registers)
# fp32 stage 6 at a block_size the spec names: up to 96 elements a thread, each exp in its loaded
# value's register, ptxas taking 28 more (76: 104, 88: 115, 96: 123; sm_90, nvcc 13), so blocks
# of 256 run two an SM (quack's fp32 shape at 155392: x 8, 256 threads, 76 a thread)
STAGE6_FP32_ELEMENTS = 96
STAGE6_FP32_OVERHEAD = 28
STAGE6_REGISTERS = 80    # what ptxas takes for them, the bound that sets blocks an SM
STAGE6_TIGHT_REGISTERS = 72    # a bound that costs at most 72 bytes of spills a thread (ptxas, 64 bf16)
STAGE6_WARPS = 24       # warps an SM at 262144's shape (three blocks of 256), which stage 6 keeps at least where it can
STAGE6_IN_FLIGHT = 96 * 1024   # slice bytes an SM's blocks hold at 262144's shape (three of 256 x 8 packs)
# fp32 stage 7: ptxas spills at STAGE6_REGISTERS (the 64 elements as loaded and their exps) and
# takes 128 unbounded; counting 96 gives blocks of 256 threads two an SM (H100, notes entry 110,
# % of copy, three / two blocks: 400000 81.3 / 94.7, 524288 76.5 / 91.4)
STAGE7_FP32_REGISTERS = 96
STAGE7_THREADS = 256     # stage 7's block by default; a default stage 6 holds the slice in as many
# stage 7 at a blocks_per_sm bound: registers ptxas takes beside the held packs (sm_90, nvcc 13;
# fp16's six packs at 64 spilled 8 bytes at 128 and 160 threads, bf16's none; fp32's eleven at 64
# spilled 8-120 bytes at 128 and 192 threads, ten none)
STAGE7_OTHER_REGISTERS = {"bf16": 16, "fp16": 24, "fp32": 24}
STAGE4_REST_UNROLL = 2   # backward stage 4: packs of y and dy a thread streams at a time past dy's held ones
STAGE4_REST_REGISTERS = 44   # what that streaming and the row's state take beside the held packs (ptxas,
                             # fp32 700000 at 1024 threads, 64 registers: 5 packs of dy held fit, 6 spill)


def _require_16_byte_packs(spec: KernelSpec, vec: int, stage: int, other: int) -> None:
    """Cluster stages 6 and 7 hold the slice in registers as 16-byte packs."""
    if vec * spec.itemsize != 16:
        raise SpecError("stage", f"stage {stage} holds the slice in 16-byte packs, not packs of {vec} {spec.dtype}; "
                        f"use vec {16 // spec.itemsize}, or stage {other}")


def _stage6_shape(spec: KernelSpec, slice_packs: int, vec: int) -> tuple[dict, int]:
    """(plan fields, threads) of a stage 6 block: the fewest whole warps that hold the slice at
    most STAGE6_ELEMENTS a thread, every pack loaded at once; blocks an SM from the registers
    that takes (three of 256 threads at 64 elements, as quack's)."""
    _require_16_byte_packs(spec, vec, 6, other=5)
    per_thread = max(1, STAGE6_ELEMENTS // vec)
    bs = _block_threads(spec, lambda packs: _clamp(_tight_threads(slice_packs, per_thread), 128, 1024), vec)
    ppt = max(1, _cdiv(slice_packs, bs))
    most = STAGE6_FP32_ELEMENTS if spec.itemsize == 4 and spec.block_size is not None else STAGE6_ELEMENTS
    if ppt * vec > most:
        fix = ("use a larger block_size (up to 1024)" if _cdiv(slice_packs, 1024) <= per_thread
               else "use a larger cluster_size" if (spec.cluster_size or 0) < MAX_CLUSTER
               else f"the row is too wide for stage 6 at {MAX_CLUSTER} blocks: use stage 7 (the rest of the slice in "
               "shared memory), or 0, 1, 2 or 5")
        raise SpecError("stage", f"stage 6 holds {ppt * vec} elements of the {spec.dtype} slice a thread, more "
                        f"than {most}, at {bs} threads a block; {fix}")
    held = ppt * vec + ppt * vec * spec.itemsize // 4         # the exps, and the packs as loaded
    registers = _clamp(16 + held, 48, STAGE6_REGISTERS)
    # ptxas holds the slice without spills in 16 + its elements a thread (at 72: 56, not 60-64)
    need = min(registers, 16 + ppt * vec)
    if ppt * vec > STAGE6_ELEMENTS:     # fp32 past 64 a thread, at the spec's block_size
        registers = need = STAGE6_FP32_OVERHEAD + ppt * vec
    blocks = _ptxas_blocks(bs, registers, need)
    # 16-bit, fewer than STAGE6_WARPS warps an SM: one block more where its bound still leaves
    # ptxas `need` (H100, notes entry 131, 224 threads x 7 packs, 3 -> 4 blocks, 21 -> 28 warps,
    # % of copy at x 16 196700-200700: bf16 softmax 95.9-96.7 -> 100.3-100.9, 16-bit log_softmax
    # 95.7-96.7 -> 100.5-100.9; fp16 softmax level, its 72 registers already let four in).
    # fp32, twice the bytes in flight a block, ran level or lower (224 x 14: -0.5; 512 threads,
    # one block -> two: 226000-360000 -0.9 to 0).
    if spec.itemsize == 2 and blocks * _cdiv(bs, WARP) < STAGE6_WARPS and _bound_registers(bs, blocks + 1) >= need:
        blocks += 1
    # One or two blocks an SM holding under STAGE6_IN_FLIGHT of slices: bound them to
    # STAGE6_TIGHT_REGISTERS where one more block then fits (H100, notes entry 108, 16-bit x 16,
    # % of copy: 266761 / 289938, 288 threads, 2 -> 3 blocks: 88 / 91 -> 96-98; 394000-450000,
    # 416-448 threads, 1 -> 2: 64-70 -> 91-96).  At 320-352 threads a third block needs 64
    # registers and 152-256 bytes of spills, which lost (300000 94 -> 89, 333613 93 -> 72).
    if blocks <= 2 and blocks * bs * ppt * vec * spec.itemsize < STAGE6_IN_FLIGHT:
        blocks = max(blocks, _blocks_an_sm(bs, min(registers, STAGE6_TIGHT_REGISTERS)))
    return dict(packs_per_thread=ppt, smem_bytes=0, tile=bs * vec * ppt, min_blocks=blocks), bs


def _ptxas_blocks(threads: int, registers: int, need: int) -> int:
    """Blocks an SM for `registers` a thread (as _blocks_an_sm), fewer where their
    __launch_bounds__ would leave ptxas under `need` (_bound_registers).  Five blocks of 160
    threads get 72, not the 80 of 64K / 800: stage 6 holding 60-64 elements a thread spilled
    16-108 bytes there and ran 92-99% of copy where its neighbours' shapes ran 99-102 (H100,
    notes entry 128: fp32 162360 x 16, bf16 73100-80001 x 8); at 56 it fits 72 without spills.
    Timed (notes entry 129, 16-bit, four blocks / five): 36000-81800 99.8-101.6 / 99.0-100.2,
    fp16 softmax 18000-19500 102.0-102.3 / 99.5-100.1; x 16 from the step to 8 packs (143361)
    four lost (143700-151001: 96.1-98.5 / 98.0-99.5): the table serves 192 / 256 threads there."""
    blocks = _blocks_an_sm(threads, registers)
    while blocks > 1 and _bound_registers(threads, blocks) < need:
        blocks -= 1
    return blocks


def _bound_registers(threads: int, blocks: int) -> int:
    """Registers a thread ptxas may take under __launch_bounds__(threads, blocks) (sm_90, nvcc 13):
    each of an SM's four sub-partitions shares SMSP_REGISTERS among the warps that land on it (a
    quarter of the blocks' warps, rounded up), in steps of 8 a thread."""
    return SMSP_REGISTERS // WARP // _cdiv(_cdiv(threads, WARP) * blocks, 4) // 8 * 8


def _stage7_shape(spec: KernelSpec, slice_packs: int, vec: int, limit: int) -> tuple[dict, int]:
    """(plan fields, threads) of a stage 7 block: stage 6's registers for the slice's first
    STAGE6_ELEMENTS a thread (256 threads by default, three blocks an SM at STAGE6_REGISTERS in
    16 bits, two in fp32), or at a spec's blocks_per_sm the packs its register bound leaves room
    for; the rest of the slice in shared memory; blocks an SM by both."""
    _require_16_byte_packs(spec, vec, 7, other=1)
    bs = _block_threads(spec, lambda packs: STAGE7_THREADS, vec)
    ppt = max(1, STAGE6_ELEMENTS // vec)
    if spec.blocks_per_sm is not None:
        # at the spec's blocks an SM: the packs their register bound holds, the rest of the
        # slice in shared memory, so more of each row is on chip an SM than stage 6 holds (H200,
        # notes entry 158: bf16 x 16 x 128 at eight blocks, 64 registers, six packs; 133565 85.9
        # -> 95.2, 150001 92.1 -> 97.3 against the table's stage 6; entry 159: fp32 x 16 x 192 at
        # four, 80 registers, fourteen packs, 190000-235000 +0.3 to +3.9)
        ppt = _clamp((_bound_registers(bs, spec.blocks_per_sm) - STAGE7_OTHER_REGISTERS[spec.dtype]) // vec, 1, ppt)
    rest = slice_packs - bs * ppt
    if rest <= 0:
        raise SpecError("stage", f"the {spec.dtype} slice of {slice_packs} packs fits the registers of {bs} threads "
                        f"({ppt} packs each): use stage 6, or fewer threads (block_size)")
    smem = rest * vec * spec.itemsize
    if smem > limit:
        raise SpecError("stage", f"stage 7 keeps {smem // 1024} KB of the {spec.dtype} slice in shared memory per "
                        f"block, more than {limit // 1024} KB; use a larger cluster_size or block_size")
    registers = STAGE7_FP32_REGISTERS if spec.itemsize == 4 else STAGE6_REGISTERS
    return dict(packs_per_thread=ppt, smem_bytes=smem, tile=bs * vec * ppt,
                min_blocks=_blocks_an_sm(bs, registers, smem)), bs


STAGE8_THREADS = 256     # cluster backward stage 8: threads a block by default
# ... fp32 dy's packs a thread it holds under a bound of N registers a thread: the most that build
# without spills (sm_90, nvcc 13, x 16 at 256-384 threads); at other bounds and in 16 bits (whose
# conversions took more: softmax_backward seven packs at 56 spilled 36 bytes, log_softmax_backward
# fp16 nine at 64 8), what leaves ptxas 36 registers beside them, in softmax_backward (whose rest
# grows with the bound) half the bound and 8 more
STAGE8_PACKS = {"softmax_backward": {56: 7, 64: 8, 72: 8, 80: 9, 96: 10},
                "log_softmax_backward": {56: 7, 64: 9, 72: 10, 80: 12, 96: 15}}


def _stage8_packs(spec: KernelSpec, vec: int, bound: int) -> int:
    """dy's packs of `vec` a stage 8 thread holds under __launch_bounds__ leaving it `bound`
    registers."""
    if spec.itemsize == 4 and vec == 4 and bound in STAGE8_PACKS[spec.op]:
        return STAGE8_PACKS[spec.op][bound]
    words = max(1, vec * spec.itemsize // 4)
    return (bound - (bound // 2 + 8 if spec.op == "softmax_backward" else 36)) // words


def _stage8_shape(spec: KernelSpec, slice_packs: int, vec: int, limit: int, k: int) -> tuple[dict, int]:
    """(plan fields, threads) of a backward stage 8 block: stage 4's (y's slice in shared memory
    through cp.async, dy's first packs in registers) with dy's packs past the registers in shared
    memory beside y's, so more blocks an SM hold both slices on chip than stage 4's registers
    allow.  Blocks an SM: the spec's blocks_per_sm, else the most whose shared memory fits (k blocks
    a cluster size its static exchange); dy's packs a thread: those their register bound leaves
    room for."""
    bs = _block_threads(spec, lambda packs: STAGE8_THREADS, vec)

    def shape(blocks: int) -> tuple[int, int]:          # (dy's packs a thread, shared memory a block)
        ppt = _clamp(_stage8_packs(spec, vec, _bound_registers(bs, blocks)), 1, _cdiv(slice_packs, bs))
        return ppt, (2 * slice_packs - min(slice_packs, bs * ppt)) * vec * spec.itemsize

    def footprint(blocks: int) -> int:    # an SM's shared memory a block takes: the slices, the scratch, the GPU's
        return shape(blocks)[1] + _cluster_backward_static_smem(bs, k) + SMEM_RESERVED_PER_BLOCK

    most = min(BLOCKS_PER_SM, THREADS_PER_SM // bs)
    blocks = spec.blocks_per_sm or next((b for b in range(most, 1, -1) if b * footprint(b) <= SMEM_PER_SM), 1)
    ppt, smem = shape(blocks)
    if bs * ppt >= slice_packs:
        raise SpecError("stage", f"dy's {spec.dtype} slice of {slice_packs} packs fits the registers of {bs} threads "
                        f"({ppt} packs each) at {blocks} blocks an SM: use stage 4, or fewer threads (block_size)")
    if smem > limit:
        raise SpecError("stage", f"stage 8 keeps {smem // 1024} KB of y's and dy's {spec.dtype} slices in shared "
                        f"memory per block, more than {limit // 1024} KB; use a larger cluster_size or block_size")
    if blocks * footprint(blocks) > SMEM_PER_SM:
        # the bound would size the registers for blocks the SM cannot hold (H200, round
        # seventyseventh e: softmax_backward 235000, 320 threads at three, 87.7% of copy where
        # 234072 ran 96.1): auto's entries then serve no width past the one their blocks fit
        raise SpecError("blocks_per_sm", f"{blocks} stage 8 blocks an SM take {footprint(blocks) * blocks} bytes of "
                        f"shared memory ({footprint(blocks)} each: y's and dy's {spec.dtype} slices, the kernel's "
                        f"scratch and the GPU's {SMEM_RESERVED_PER_BLOCK} a block), more than an SM's {SMEM_PER_SM}; "
                        f"use fewer blocks_per_sm, a larger cluster_size, or stage 4")
    return dict(packs_per_thread=ppt, smem_bytes=smem, tile=bs * vec * ppt, min_blocks=blocks), bs


def _cluster_backward_static_smem(threads: int, cluster: int) -> int:
    """Static shared memory of the cluster backward kernel (templates/cuda/backward/cluster.cu.j2;
    ptxas: 352 bytes at 320 threads x 16): two rounds of block_reduce scratch (a float a warp),
    ClusterExchange's two rounds of a float2 a block, and its two mbarriers."""
    return 2 * 4 * (threads // 32) + 2 * 8 * cluster + 2 * 8


def _blocks_an_sm(threads: int, registers: int, smem: int = 0) -> int:
    """Blocks of `threads` an SM holds (at least one), by threads, by `registers` a thread and
    by `smem` bytes of dynamic shared memory a block (cluster stages 5-7)."""
    return max(1, min(THREADS_PER_SM // threads, REGISTERS_PER_SM // (threads * registers),
                      SMEM_PER_SM // (smem + STATIC_SMEM_RESERVE)))


# forward: blocks a row by default, one for about this much of the row, 2-16 (the tables' forward
# cluster sizes: the H100's 16-bit x 2 at 12345, x 4 at 15000-24001, x 8 at 32767-70001, x 16 from
# 73100-88000, fp32 x 4 / x 8 / x 16 at 8192-16388 / 22536-50000 / 65536 on; the H200's 16-bit x 16
# from about 88000. H200, notes entry 180, round i, at the 42 cells where a block a 16 KB and one a
# 22 KB differ: median 92.7 -> 96.6% of copy, under 90 17 -> 1; 16-bit 65635-88000 at x 16 71-96,
# median 82, at x 8 89-96, median 94). The backward's stays a block a 96 KB of its two tensors' rows, in portable
# clusters: the H100 table's backward entries that name no cluster_size were timed on it.
FORWARD_SLICE_BYTES = 22 * 1024


def _default_cluster_size(row_bytes: int, tensors: int) -> int:
    if tensors == 1:
        return _clamp(_next_pow2(_cdiv(row_bytes, FORWARD_SLICE_BYTES)), 2, MAX_CLUSTER)
    return _clamp(_next_pow2(_cdiv(row_bytes, 96 * 1024)), 2, MAX_PORTABLE_CLUSTER)


def _default_forward_stage(spec: KernelSpec, slice_packs: int, vec: int) -> int:
    """The forward's stage: 6 (the slice's exps in registers) where the block (stage 7's unless
    named) holds the slice at STAGE6_ELEMENTS a thread, 7 (those in registers, the rest in shared
    memory) past it, as both tables' forward entries (the H100's stage 6 at 12345-262144, stage 7
    from 263000, 16-bit and fp32; stage 1, the default before, runs under them: H200, notes entry
    180, 262144 fp32 70.8% of copy, bf16 82.1); the stage 1 / 0 rule (_default_stage) for packs
    that are not 16 bytes or a rest stage 7's shared memory does not hold."""
    if vec * spec.itemsize == VEC_BYTES:
        held = (spec.block_size or STAGE7_THREADS) * (STAGE6_ELEMENTS // vec)     # packs the registers hold
        if slice_packs <= held:
            return 6
        if (slice_packs - held) * VEC_BYTES <= SMEM_PER_BLOCK - STATIC_SMEM_RESERVE:
            return 7
    return _default_stage(spec, slice_packs, vec)


def _default_stage(spec: KernelSpec, slice_packs: int, vec: int) -> int:
    """Stage 1 where the slices fit shared memory; backward stage 4 where stage 1's would fit
    fewer than three blocks an SM and dy's slice fits the registers (H100, notes entry 102, the
    default cluster size, softmax_backward: fp32 100001 93 -> 101% of copy, 150001 88 -> 100,
    200001 / 262144 (stage 0) 78 / 72 -> 96 / 97, bf16 150001 98 -> 103, 200001 91 -> 101;
    log_softmax_backward bf16 200001 89 -> 101, 262144 96 -> 99; at three blocks an SM stage 1
    held: fp32 65536 101 / 99, log_softmax_backward bf16 131072 101 / 98); else stage 0, which
    takes any width."""
    tensors = _tensors(spec)
    staged = slice_packs * vec * spec.itemsize
    limit = SMEM_PER_BLOCK - STATIC_SMEM_RESERVE
    if tensors == 2 and 3 * staged * tensors > limit and staged <= limit and _cp_async_copies(spec, vec):
        bs, ppt = _stage4_shape(spec, slice_packs, vec)
        if ppt * vec <= row_budget(bs):
            return 4
    return int(staged * tensors <= limit)


def _stage4_shape(spec: KernelSpec, slice_packs: int, vec: int) -> tuple[int, int]:
    """(threads, packs of dy a thread) of a stage 4 block: threads as stage 2's for dy's slice
    alone, counted in 32-bit registers (16-bit packs hold two elements in each): H100, notes
    entry 102, bf16 softmax_backward x 16, counted in elements (512 threads) / registers: 131072
    96.7 / 99.0% of copy (128), 150001 76.4 / 103.2 (256), 200001 85.9 / 102.1 (256)."""
    words = vec * spec.itemsize // 4 or 1
    bs = _block_threads(spec, lambda packs: _stage2_threads(slice_packs, words, 1), vec)
    return bs, max(1, _cdiv(slice_packs, bs))


def _register_blocks(threads: int, elems: int) -> int:
    """Blocks an SM a register block (cluster stages 2 and 4) bounds its registers for, holding
    `elems` row elements a thread: up to 32 fit 64 registers, so two blocks of 512 threads share
    an SM; blocks of TWO_BLOCK_THREADS hold up to TWO_BLOCK_ELEMS in 56."""
    if threads == TWO_BLOCK_THREADS and elems <= TWO_BLOCK_ELEMS:
        return 2
    return max(1, 1024 // threads) if elems <= 32 else 1


def _cp_async_copies(spec: KernelSpec, vec: int) -> bool:
    """cp.async copies 4, 8 or 16 bytes: packs of vec elements it can move."""
    return vec * spec.itemsize >= 4


TWO_BLOCK_THREADS = 576      # cluster stage 2: the widest block two of which share an SM's registers
TWO_BLOCK_ELEMS = 40         # row elements a thread such a block holds in 56 registers (ptxas: no spills
                             # but forward 16-bit's 8-48 bytes, which still ran 70-97% against 1024's 46-76)


def _stage2_threads(slice_packs: int, vec: int, tensors: int) -> int:
    """Threads of a stage 2 block: a power of two for about 32 row elements a thread, up to 512;
    past that, TWO_BLOCK_THREADS where a thread's packs stay within TWO_BLOCK_ELEMS, so two blocks
    share an SM (a block of 1024 holds it alone, idle through the cluster's barriers): H100, notes
    entry 98, fp32 softmax_backward x 16, 576 threads / 1024: 133001-184000 101-102 / 77-83%
    of copy; at 48 elements 88 (199001); 16-bit backward 133001-145001 95-98 / 49-53."""
    threads = _clamp(_next_pow2(_cdiv(slice_packs * vec * tensors, 32)), 128, 1024)
    if threads > 512 and _cdiv(slice_packs, TWO_BLOCK_THREADS) * vec * tensors <= TWO_BLOCK_ELEMS:
        return TWO_BLOCK_THREADS
    return threads


def _cluster_align(spec: KernelSpec, vec: int) -> int:
    """Packs a cluster's row grid and slices align to: fp32 forward rows start every warp's run
    of 16-byte packs on a 32-byte L2 sector (H100, notes entry 90: rows or slices starting
    mid-sector read 1.5x the sectors from L2; the default plan 93-94 -> 97-98% of copy at
    fp32 58000-132000, with cp.async 95-98 from 34000 to 225001; 16-bit level either way).
    16-bit forward stage 6 starts them on 128-byte lines, a head of up to 63 elements (H100,
    notes entry 141: +0.2-0.7 at 16384-262143 in both forward ops, level where rows are
    aligned; stage 1 lost 1.2 at log_softmax 221412, fp32 stage 6 0.0-0.9)."""
    if spec.op in BACKWARD_OPS or vec * spec.itemsize != VEC_BYTES:
        return 1
    if spec.dtype == "fp32":
        return 2
    return LINE_PACKS if spec.stage == 6 else 1
