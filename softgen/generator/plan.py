"""Launch plan: every number a template needs, derived from a spec in one place.

The plan turns a KernelSpec into concrete tunables (vector width, threads per row,
block size, packs held per thread, shared memory, Triton block shapes) and checks the
strategy's limits.  Device-dependent sizing (grid = SMs x resident blocks) happens at
launch time in the generated launcher, which reads the device it runs on.  CUDA's warp, block,
smem and online shapes are here; Triton's in triton_plan, CUDA cluster's in cluster_plan, and
the sm_90 limits and helpers they share in plan_base.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass

from softgen.errors import SpecError
from softgen.generator.spec import BACKWARD_OPS, BACKWARD_STRATEGIES, EXCHANGES, KernelSpec
from softgen.generator.plan_base import (BLOCKS_PER_SM, BULK_ALIGN, MAX_PORTABLE_CLUSTER, ONE_POINTER_REGISTERS,
                                         REGISTERS_PER_SM, SMEM_PER_BLOCK, STAGED_FIRST_SPILLS_AT,
                                         STAGGER_BACKWARD_FROM_COLS, STAGGER_BACKWARD_SPREAD_NS, STAGGER_SMS,
                                         STAGGER_STEP_NS, STATIC_SMEM_RESERVE, THREADS_PER_SM, VEC_BYTES, WARP,
                                         WARP_BLOCK, _block_threads, _cdiv, _check_block_size, _clamp, _next_pow2,
                                         _pack_threads, _pow2, _register_row, _reject, _tensors, _tight_threads,
                                         _too_wide, row_budget)
from softgen.generator.cluster_plan import _blocks_an_sm, _cp_async_copies, _cuda_cluster
from softgen.generator.flat_plan import _cuda_flat, _triton_flat
from softgen.generator.triton_plan import (_edge_chunks, _peeled_chunks, _peels, _row_chunks, _triton_block,
                                           _triton_cluster, _triton_online, _triton_smem, _triton_warp,
                                           _warp_in_chunks)

CTYPES = {"fp32": "float", "fp16": "unsigned short", "bf16": "unsigned short"}
TORCH_DTYPES = {"fp32": "float32", "fp16": "float16", "bf16": "bfloat16"}


@dataclass(frozen=True)
class LaunchPlan:
    spec: KernelSpec
    name: str                 # kernel and module name
    ctype: str                # CUDA storage type of one element
    torch_dtype: str
    vec: int                  # elements per packed access
    threads_per_row: int
    block_size: int           # CUDA threads per block
    rows_per_block: int       # rows one block (CUDA) / program (Triton) handles per iteration
    packs_per_thread: int     # register strategies: aligned packs each thread holds
    edge_slots: int           # register strategies: head/tail scalars each thread may hold
    smem_bytes: int           # dynamic shared memory per block (CUDA smem)
    tile: int                 # online: elements per tile
    block_n: int              # Triton: elements of the row handled at once
    num_warps: int
    num_stages: int
    cluster_size: int = 1     # blocks per row (cluster strategy)
    slice_packs: int = 0      # cluster: aligned packs per block's slice of the row
    align_packs: int = 1      # CUDA: the packs' grid starts on a multiple of this many packs
    stage: int = 0            # cluster: 1 = slice in shared memory, 2 = in registers, 0 = read twice,
                              # backward: 3 = y in shared memory, dy read twice; 4 = y in shared
                              # memory (cp.async), dy in registers
    min_blocks: int = 1       # CUDA: blocks per SM the registers must allow (__launch_bounds__)
    max_registers: int = 0    # Triton: registers per thread the compiler may use (maxnreg); 0: its choice
    async_copy: bool = False  # CUDA rows through shared memory (smem, cluster stages 1-2, backward
                              # stage 4's y): loaded with cp.async
    # cluster: how blocks share partials: "barrier" (a block's, then a cluster barrier), "mbarrier"
    # (a block's, sent by st.async onto the receivers' mbarriers), "warps" (a warp's, on mbarriers)
    exchange: str = ""
    # CUDA 16-bit softmax (warp, block, smem, cluster stages 1 and 6): rows of moderate max fold
    # x - m (staged rows 1 / sum too) into the exponent's fma (common.cuh.j2 foldable)
    fold_exp: bool = False
    # CUDA online forward: thread 0 asks L2 (cp.async.bulk.prefetch) for the row's tile this many
    # tiles ahead of the one pass 1 loads
    l2_prefetch: int = 0
    # CUDA online forward, 16-bit: pass 1 keeps each tile as packs (a pack of -inf past the row's
    # end) and takes its max from them (packs_max: two elements an instruction); ptxas then takes
    # 40 registers for the kernel and the row-cache entry, not 64-88 (notes entry 113, round p)
    pack_tiles: bool = False
    # Triton block / smem: each program strides over the rows in a loop; False: one row a program
    # and no loop, the launcher's grid a program a row (notes entry 135)
    row_loop: bool = True
    # CUDA warp / block softmax: 1 / sum as rcp.approx, not the IEEE division's call (notes entry
    # 136: bf16 / fp16 224 at 16 lanes a row 102.4-102.7 -> 103.2-103.5% of copy, but -2.0 at
    # bf16 192 for 16 x 256 threads: an entry's choice, not a default)
    approx_rcp: bool = False
    # CUDA cluster stage 6: where the rows' phases match, a block writes its packs to shared
    # memory and out in one bulk copy (notes entry 140)
    bulk_store: bool = False
    # CUDA flat: each row taken from the tile as packs (RegisterRow on shared memory), not
    # element by element (flat_plan)
    row_packs: bool = False
    # Triton smem: 16-bit rows past the Triton kernel's registers, which only the gluon kernel
    # (the row in shared memory) serves; the launcher refuses them where it cannot
    gluon_only: bool = False

    @property
    def backend(self) -> str:
        return self.spec.backend

    @property
    def strategy(self) -> str:
        return self.spec.strategy

    @property
    def cols(self) -> int | None:
        return self.spec.cols

    @property
    def dtype(self) -> str:
        return self.spec.dtype

    @property
    def stride_hint(self) -> bool:
        """Triton rows 16 bytes apart whose width is not a multiple of 16 elements (fp32 1000,
        bf16 3000): Triton knows an integer argument only as a multiple of 16 or not, so the
        kernels rewrite the strides as products of vec where the launcher found them so; else
        Triton loads element by element."""
        return self.backend == "triton" and self.strategy in ("warp", "block", "smem") \
            and self.cols % self.vec == 0 and self.cols % 16 != 0

    @property
    def peel(self) -> bool:
        """Triton block / smem / warp rows whose width is not a multiple of vec (warp: of two
        packs or more): each row loads a head and a tail apart from a 16-byte-aligned body
        (macros.j2 split_row; several warp rows a program: rows_in_chunks)."""
        return self.backend == "triton" and _peels(self.spec, self.vec)

    @property
    def in_chunks(self) -> bool:
        """Triton warp rows several a program, each held in `chunks` chunks of block_n columns
        unrolled at render time (macros.j2 rows_in_chunks; _triton_warp_chunks): rows not a
        multiple of vec (peel_rows) and aligned ones a power-of-two block would leave lanes
        idle in (_warp_in_chunks)."""
        return self.backend == "triton" and self.strategy == "warp" and _warp_in_chunks(self.spec, self.vec)

    @property
    def peel_rows(self) -> bool:
        """Triton warp rows in chunks of a width not a multiple of vec: each split as split_row
        does (macros.j2 rows_in_chunks: the head, the body, the tail)."""
        return self.peel and self.in_chunks

    @property
    def row_span(self) -> int:
        """Triton: the columns a row's block spans (auto._carries: an entry of another span is
        another kernel), block_n, or for rows in chunks the power of two past the width: the
        block they took before (H100 table's Triton warp bands, timed on it; notes entry 164)."""
        return _next_pow2(self.cols) if self.in_chunks else self.block_n

    @property
    def chunks(self) -> int:
        """in_chunks: a row's chunks of block_n columns, from its start, or (peel_rows) from a
        pack before its body."""
        return _row_chunks(self.cols, self.vec, self.block_n, self.peel_rows)

    @property
    def body_chunks(self) -> range:
        """in_chunks: the chunks that load in packs (peel_rows: a row's body, columns vec to vec +
        its body; aligned rows: all)."""
        if not self.peel_rows:
            return range(self.chunks)
        return range(0, (self.vec + self.cols // self.vec * self.vec - 1) // self.block_n + 1)

    @property
    def edge_chunks(self) -> tuple:
        """peel_rows: the chunks a row's head (before column vec) and tail (after its body, which
        ends at most 2 (vec - 1) short of the width) may take; aligned rows have none."""
        return _edge_chunks(self.cols, self.vec, self.block_n) if self.peel_rows else ()

    @property
    def tail_chunk(self) -> int:
        """peel_rows: the first chunk a row's tail may take (its body ends at most 2 (vec - 1)
        short of the width); its head takes chunk 0."""
        return _peeled_chunks(self.cols, self.vec, self.block_n)[1]

    @property
    def full_chunks(self) -> int:
        """Aligned rows in chunks: the chunks that lie inside every row (masked by row alone)."""
        return 0 if self.peel_rows else self.cols // self.block_n

    @property
    def edges_after_body(self) -> bool:
        """CUDA cluster stage 1, 16-bit, the slice through registers in one step: a row's head
        and tail scalars are read after the slice's packs.  Read first, they held the edge
        blocks, and their cluster at the exchange (H100, notes entry 101, misaligned rows:
        forward bf16 195892 93.7 -> 98.3, fp16 170001 93.2 -> 97.4; softmax_backward bf16
        175001 92.4 -> 99.8, log_softmax_backward fp16 203001 96.3 -> 100.8).  Slices of
        several steps lost (softmax_backward bf16 150001, x 8 at 512 threads: 98.4 -> 74.0;
        forward ones spill), and so did forward cp.async, which has the packs in flight anyway
        (0.5-1), and fp32 backward stage 3 (0-0.8)."""
        return self.backend == "cuda" and self.strategy == "cluster" and self.stage == 1 \
            and self.spec.itemsize == 2 and not self.async_copy \
            and self.slice_packs <= self.block_size * self.unroll

    @property
    def streams_dy_rest(self) -> bool:
        """CUDA cluster backward stage 4 whose dy slice outgrows the registers: the packs past
        them are read twice (notes entry 112)."""
        return self.backend == "cuda" and self.strategy == "cluster" and self.stage == 4 \
            and self.slice_packs > self.block_size * self.packs_per_thread

    @property
    def bulk_align(self) -> int:
        """bulk_store: the byte boundary its shared-memory buffer starts on (the plan's
        smem_bytes leave room to move it there)."""
        return BULK_ALIGN

    @property
    def one_row_per_cluster(self) -> bool:
        """CUDA cluster stages 6 and 7: a cluster takes one row and no row loop, whose live state cost
        the held slice registers (bf16 262144 x 16: 12-28 bytes spilled, and 1 point of copy at
        131072-262144, notes entry 105); the launcher launches a grid's worth of rows at a time."""
        return self.backend == "cuda" and self.strategy == "cluster" and self.stage in (6, 7)

    @property
    def row_cache(self) -> bool:
        """online forward (CUDA): a second entry point that the launcher gives long rows, with
        shared memory that keeps each row's first tiles for the second pass and caps the blocks
        an SM holds so the rest fits L2 (H100, scripts/online_l2.py; notes entries 31, 52)."""
        return self.backend == "cuda" and self.strategy == "online" and self.spec.op not in BACKWARD_OPS

    @property
    def _measured_row_cache_shape(self) -> bool:
        """The row-cache entries at the shape their registers were measured at (512 threads, the
        default tile): held_tiles and cached_min_blocks are tuned for it alone."""
        return self.row_cache and self.spec.tile is None and self.block_size == 512

    @property
    def held_tiles(self) -> int:
        """online forward (CUDA): tiles of each row that a third entry point, launched where one
        block an SM gets all the shared memory, keeps in registers besides the ones in shared
        memory (up to 128 registers a thread; H100, scripts/try_online_held.py: fp32 131072 82 ->
        88%, 262144 71 -> 73%, bf16 262144 76 -> 82%; fp16 lost, 75 -> 68-71%, until pass 1 on
        packs freed its registers: three tiles, softmax 262144 82.6 -> 89.5, 200000 87.8 -> 90.0,
        notes entry 113, round s; fp16 log_softmax one, forty-third session, round g, % of copy,
        its row cache at two blocks an SM / held three / held one: 100000 89.2 / 86.7 / 93.4, 120000
        86.4 / 88.6 / 93.3, 131072 91.9 / 86.8 / 93.0, 160000 87.7 / 89.0 / 92.8); bf16 one (notes
        entry 119, two / one: softmax, folded, round d: 131072 89.4 / 91.3, 160000 88.7 / 91.0, two
        folded spilled 8 bytes: 90.2 / 89.9; log_softmax, round q: 131072 89.4 / 91.4, 160000 89.7
        / 91.5); bf16 softmax three since pass 1 on packs and the pair read compile to 128 registers
        without spills (forty-fourth session, round g, one / three: 190000 91.6 / 93.2, 100000-150001
        within 0.6; bf16 log_softmax spills 84 bytes at three).  0: no such entry."""
        sixteen = (1 if self.spec.op == "log_softmax" else 3) if self.pack_tiles else 0
        held = {"fp32": 5 if self.held_packs else 3, "bf16": sixteen or 1, "fp16": sixteen}
        return held.get(self.dtype, 0) if self._measured_row_cache_shape else 0

    @property
    def held_packs(self) -> bool:
        """The held entry's pass 1 on packs where the others' is not (fp32): five tiles held in
        127 registers without spills, not three in 128 (H100, notes entry 115, round c, % of copy,
        three / five: 131072 87.9 / 91.4, 200000 76.6 / 79.3, 262144 73.1 / 74.8); the plain and
        row-cache entries keep floats (on packs: 32768 95.2 -> 93.0, notes entry 113, round p)."""
        return self.dtype == "fp32" and not self.pack_tiles and self._measured_row_cache_shape

    @property
    def next_row_prefetch(self) -> int:
        """online forward (CUDA): tiles of the row a held-entry block takes next that thread 0 asks
        L2 for as it starts writing a row, so that row's pass 1 does not start on DRAM's latency:
        two (H100, notes entry 121, round g, % of copy, none / one / two: bf16 120000 88.0 / 92.3 /
        93.5, 160000 90.7 / 92.9 / 93.0; fp16 120000 89.5 / 92.4 / 93.9, 160000 91.3 / 93.8 / 93.7;
        90001, 100000, 131072 and fp32 30001-40001 level).  Through l2_prefetch's prefetch_l2."""
        return 2 if self.held_tiles and self.l2_prefetch else 0

    @property
    def split_rows(self) -> bool:
        """CUDA online forward: a fourth entry point, {name}_split, which cuts each long row into
        chunks of whole tiles over blocks that each hold their chunk on chip and merge (max, sum)
        through global memory, so a row is read from DRAM once (notes entries 117-118).  Where the
        held entry runs (every dtype at the measured shape).  Triton online forward: the gluon
        kernel's SPLIT path, as many programs an SM."""
        if self.backend == "triton":
            return self.strategy == "online" and self.spec.op not in BACKWARD_OPS
        return bool(self.held_tiles)

    @property
    def split_block(self) -> int:
        """Threads of a split block: 256, four blocks an SM, each waiting on its rows while the
        others load (H100, notes entry 118, rounds b-d, % of copy, one block of 512 an SM / four of
        256: fp32 262144 87.0 / 91.4, 200000 83.0 / 92.3, 250001 76.8 / 87.1; two of 512 88.1 / 88.9
        at 262144 / 200000)."""
        return 256 if self.split_rows else 0

    @property
    def split_per_sm(self) -> int:
        """Blocks of the split entry an SM (its __launch_bounds__ and the launcher's grid), each with
        an equal share of the SM's shared memory: four, but three for Triton's fp32, whose gluon
        kernel in log_softmax spills 8-16 bytes (Triton 3.9 / 3.6) at the 64 registers four allow
        and read 5% more from DRAM (H100, notes entry 121, rounds a-b, % of copy, four / three:
        65536 89.3 / 91.8, 100000 85.5 / 90.7, 131072 86.7 / 91.0, 262144 84.6 / 90.1), and whose
        80 registers at three hold more in registers (split_thread_elements)."""
        if not self.split_rows:
            return 0
        return 3 if self.backend == "triton" and self.dtype == "fp32" else 4

    @property
    def split_thread_elements(self) -> int:
        """Elements a thread of a Triton split chunk keeps in registers, the rest of the chunk in its
        share of the SM's shared memory (the launcher's SPLIT_HELD): fp32 32, the most three programs
        an SM fit (forty-second session, rounds o-p, % of copy, softmax 0 / 8 / 16 / 32: 262144
        79.0 / 83.9 / 88.2 / 89.4; forty-third session, round a, softmax four holding 16 / three
        holding 32: 100003 87.8 / 89.3, 131072 90.3 / 91.4, 200003 87.6 / 88.8, 262147 87.7 / 89.2;
        round d, log_softmax, chunks cached to their last full tile, 16 / 32: 50000 91.6 / 93.6,
        100003 87.7 / 90.2, 200003 87.6 / 89.2, 131072 and 262147 within 0.4); 16 bits none."""
        return 32 if self.split_rows and self.backend == "triton" and self.dtype == "fp32" else 0

    @property
    def split_held(self) -> int:
        """Tiles a split block keeps in registers, the rest of its chunk in its shared memory: one in
        fp32 (62 registers), none in 16 bits (54; one spilled 40 bytes at the 64 four blocks allow)."""
        return (1 if self.dtype == "fp32" else 0) if self.split_rows else 0

    @property
    def split_warp_merge(self) -> bool:
        """Whether a CUDA split block's warp 0 merges the row's partials, lane i taking chunks i, i + 32,
        ... (their loads in flight together), then the shuffle tree, not thread 0 alone (its loads
        four at a time, each group waiting on the merge before it): fp32 and 16-bit softmax, not
        16-bit log_softmax, which lost with it, the kernel's instructions aside from the merge the
        same (forty-fifth session, rounds b-c, % of copy, thread 0 / warp: fp32 softmax 131072 93.1
        / 93.7, 262144 92.0 / 92.7, log_softmax 92.5 / 93.2, 91.8 / 92.4; bf16 softmax 300001 88.6 /
        89.5, fp16 89.3 / 90.2; log_softmax bf16 200003 90.9 / 89.0, 300001 89.0 / 88.0, fp16 90.6 /
        89.8, 89.2 / 88.0)."""
        return self.split_rows and self.backend == "cuda" and (self.dtype == "fp32" or self.spec.op == "softmax")

    @property
    def split_from_bytes(self) -> int:
        """Rows from this many bytes take the split entry (H100, notes entry 118, round e, % of copy,
        held or row cache / split: fp32 65536 89.4 / 92.6, 100000 87.7 / 91.5, 131072 90.9 / 91.2;
        bf16 100000 85.9 / 88.0); 16 bits from 384 KB (rounds f-g, held / split: bf16 131072 89.3 /
        88.3, 200003 82.6 / 87.1, 230000 81.4 / 85.0, 300001 77.0 / 85.5; fp16 131072 91.9 / 88.4,
        200003 85.4 / 87.9, 262144 89.5 / 87.1, 400000 79.0 / 88.0).  fp32 from 168 KB, not 192
        (forty-first session, rounds g-j, % of copy, before / after: CUDA 45001 91.9 / 93.8, 49000
        89.4 / 93.7, log_softmax 49000 89.4 / 93.7, 40001-42000 level at 160 KB; Triton, its two
        programs an SM / split: 40001 91.1 / 88.2, 45001 82.1 / 90.9).  CUDA 16-bit softmax, whose
        held entry keeps three tiles in registers, from 520 KB, above 262144's 512 (forty-fourth
        session, rounds e-g, now that held rows spread over the SMs, % of copy, split / held: bf16
        200003 90.8 / 94.8, 230000 89.0 / 89.5, 262144 86.6 / 90.1; fp16 200003 90.6 / 95.2, 215000
        90.5 / 92.1, 262144 86.7-87.1 / 89.8, but 245000 89.4 / 88.1, 250000 89.6 / 88.7, 280000 87.4
        / 86.8, 300001 89.1 / 87.0; log_softmax, one tile held, lost: bf16 262144 87.5 / 84.2)."""
        if not self.split_rows:
            return 0
        if self.dtype == "fp32":
            return 168 * 1024
        return (520 if self.backend == "cuda" and self.held_tiles == 3 else 384) * 1024

    @property
    def split_waves_from_bytes(self) -> int:
        """Rows from this many bytes (and under split_from_bytes) take the split entry, not the held
        one, where the held entry's grid (one block an SM) would run more than two waves: CUDA
        16-bit softmax from 480 KB (forty-fifth session, round j, fp16, split / held with three tiles,
        N columns x M rows on 132 SMs: two waves 230000 x 264 89.2 / 94.9, 250000 x 250 87.9 / 91.8, x
        264 89.4 / 91.6, 262144 x 200 86.3 / 88.0, x 256 87.0 / 89.6, x 264 87.7 / 89.5; three
        waves 250000 x 268 89.6 / 87.7, x 330 90.5 / 90.1, x 396 91.4 / 90.7, but 230000 x 291
        88.5 / 90.6, and 200003 / 215000 in entry 123); 0: never."""
        return 480 * 1024 if self.split_from_bytes == 520 * 1024 else 0

    @property
    def split_chunk_bytes(self) -> int:
        """About how many bytes of a row each split block takes (H100, notes entry 118, rounds c-e,
        % of copy: fp32 262144 64 / 80 / 96 KB 90.4 / 91.5 / 90.7; bf16 250000 48 / 64 KB 84.1 / 86.5).
        Triton 16-bit 56 KB, a chunk's tiles all in its program's shared memory (forty-third session,
        round g, 64 / 56 KB: bf16 262144 85.7 / 87.6, 300001 86.6 / 87.9, 400000 88.1 / 89.3, fp16
        86.3 / 88.2, 86.2 / 87.8, 88.4 / 89.2, 200003 -0.5 / level; CUDA 56 KB -0.9 to +0.9)."""
        if not self.split_rows:
            return 0
        return (80 if self.dtype == "fp32" else 56 if self.backend == "triton" else 64) * 1024

    @property
    def one_block_from_bytes(self) -> int:
        """16-bit row bytes from which the held entry runs, one block an SM with the whole row on
        chip, even where the row-cache entry's rest at two blocks an SM would fit L2: from 192 KB
        (H100, notes entry 121, round k, % of copy, two blocks / held: bf16 100000 87.5 / 91.9,
        105000 88.4 / 90.4, 110000-115000 level, 95000 89.8 / 86.8, 90001 91.9 / 88.2; fp16 alike;
        log_softmax bf16 100000 88.6 / 93.1).  0: the L2 rule alone (fp32 splits from 168 KB)."""
        return 192 * 1024 if self.held_tiles and self.dtype != "fp32" else 0

    @property
    def short_wave(self) -> float:
        """The held entry's launcher (CUDA) and Triton online's gluon kernel at one program an SM
        spread a grid of more than one wave evenly over its waves (fewer blocks, each striding
        over rows and asking L2 for its next row's first tiles, next_row_prefetch / GLUON_NEXT)
        where the last wave of one block a row would be at most this share of the SMs.  CUDA:
        always (H100, forty-fourth session, rounds a-b, % of copy, a third / always: bf16 105000
        90.5 / 95.6, 115000 85.4 / 92.3, 131072 91.7 / 94.2, 150001 86.9 / 94.1, 170000 93.6 /
        95.0, fp16 150001 87.1 / 94.5, log_softmax bf16 150001 89.0 / 94.7, fp16 88.5 / 94.6; 95000,
        98304, 190000 and fp32 30001-40001 within 0.5).  Triton: to 85% (always: bf16 95000 84.9 /
        92.3, 110000 88.5 / 93.1, 115000 85.5 / 89.2, 140000 88.9 / 91.2, 150001 84.3 / 87.6, fp16
        95000 86.3 / 91.8, but last waves 88% full lost, 131072 93.6 / 91.7, fp16 93.7 / 92.0;
        105000, 84%, 89.7 / 92.2; 170000-190000 -0.2 to -1.0).  A third came first (notes entry
        116), before spread rows asked L2 for the next row.  0: no such kernel."""
        gluon_rows = self.backend == "triton" and self.strategy == "online" and self.spec.op not in BACKWARD_OPS
        return 1.0 if self.held_tiles else 0.85 if gluon_rows else 0.0

    @property
    def cached_min_blocks(self) -> int:
        """Blocks an SM that the row-cache entry's registers must allow (__launch_bounds__): two in
        fp16 at the default shape, which fit 64 registers without spills (73 uncapped), so two
        blocks an SM each cache half a row (H100, scripts/try_online_entries.py baseline/cached2,
        notes entry 60: fp16 80000 84 -> 89%, 100000 78 -> 80%, the rest level); bf16 too since
        pass 1 on packs and the pair read: 62 registers without spills (40 uncapped, three blocks an
        SM), its loads further unrolled (it spilled in entry 60: 65536 92 -> 78%; forty-fourth
        session, round j, % of copy, uncapped / two: 65536 89.6 / 93.8, log_softmax 90.5 / 94.4,
        50000 93.6 / 93.8, 80000 93.5 / 94.1, 40000 95.1 / 92.8 at two shares, 95.7 at three);
        fp32 fits four blocks anyway."""
        sixteen = self.dtype == "fp16" or (self.dtype == "bf16" and self.pack_tiles)
        return 2 if self._measured_row_cache_shape and sixteen else 1

    @property
    def cache_shares(self) -> int:
        """Shares of an SM's shared memory that the launcher tries first for the row-cache entry
        (0: as many as blocks of it an SM holds): three in fp16, whose entry two blocks an SM hold,
        so rows of up to 128 KB keep two tiles each in shared memory, not three (H100, notes entry
        115, rounds a-b, % of copy, two / three shares: 40000 93.6 / 96.2, 50000 91.4 / 95.3,
        57344 93.7 / 94.6, 65536 93.3 / 94.3; 80000 93.6 / 92.2 and 100000 87.2 / 82.2, whose rest
        would overfill L2 at three, keep two); bf16 alike with its entry at two blocks an SM
        (forty-fourth session, round j, two / three shares: 40000 92.8 / 95.7, 50000 93.8 / 96.5,
        65536 93.8 / 93.5; three forced at 80000 / 90001 lost 1.6 / 2.7, where L2 keeps two)."""
        return 3 if self.cached_min_blocks > 1 else 0

    @property
    def stream_stores(self) -> bool:
        """CUDA: the output's packs stored evict-first (__stcs) where the spec's evict_first is 1;
        by default write-back (__stwb), as quack stores.  Entry 3 chose evict-first so the output
        would not push the input out of L2; measured in trains of 20 calls, write-back ran faster
        on short rows (H100, notes entry 125, % of copy, evict-first / write-back: bf16 128 99.7 /
        100.1, 150 99.0 / 100.4, fp32 781 99.8 / 100.1) and within -0.1 to +0.4 at every
        strategy, op and dtype from 1101 to 262144 (entry 126, rounds a-b).  Either way one store
        a pack: a plain assignment of a float4 compiles to four 4-byte stores, 63-93% of copy at
        bf16 148-184 and fp32 781-4096 (entry 125, round q)."""
        return self.spec.evict_first == 1

    @property
    def one_multiply_write(self) -> bool:
        """CUDA cluster stages 6 and 7, bf16 softmax: the write takes one multiply an element where
        the scale without its bias is a normal float, and keeps a second copy of the store (two
        multiplies) for slices whose max lies about 43 or more below the row's.  Without it every
        slice takes the two.  bf16 runs 96.4-97.0% of copy at 199000-200001 where fp16 runs
        100.5-101.4 at the same shape (notes entry 130, round e); its kernel has 1976 SASS
        instructions to fp16's 1504, the second store most of the difference (try_matrix's
        `onemul=0` times it without)."""
        return self.backend == "cuda" and self.strategy == "cluster" and self.stage in (6, 7) \
            and self.spec.op == "softmax" and self.dtype == "bf16"

    @property
    def staged_write_last(self) -> bool:
        """CUDA cluster stage 7, fp16 softmax: the shared-memory packs are written after the
        registers' packs, whose exps are then no longer live through the staged loop.  H200 (notes
        entry 175, round g: auto's pick at 12 widths 137567-254456, medians of three) +0.2 to +1.8,
        median +0.8; 16-bit log_softmax level (median +0.2 / -0.1, -1.1 to +1.7).  In this order
        bf16 softmax (its folded staged write) spilled 4 bytes at 64 registers, and fp32 12-68 at
        the table's four blocks of 192.  bf16 log_softmax at blocks of 160 takes it too: written
        first, its staged packs spilled 4 bytes at 64 registers (nvcc and NVRTC; notes entry 184)."""
        if not (self.backend == "cuda" and self.strategy == "cluster" and self.stage == 7):
            return False
        return (self.dtype == "fp16" and self.spec.op == "softmax") \
            or (self.dtype == "bf16" and self.spec.op == "log_softmax" and self.block_size == STAGED_FIRST_SPILLS_AT)

    @property
    def staged_sum_first(self) -> bool:
        """CUDA cluster stage 7, bf16, x 16 at five or six blocks an SM (the H200 table's 160 x 6
        and 192 x 5 shapes past 206171): the shared-memory packs, copied first and so landing
        first, are summed against their own max while the registers' packs are in flight, then
        the registers' against each thread's own max (the write scales them from it).  A wave
        of clusters in step then has less left between its last load and its first store.  H200,
        medians of five at fresh widths (notes entry 186): bf16 softmax 160 x 6 +0.7 to +1.7 (6 of
        6), log_softmax +0.6 to +2.6 (5 of 5), softmax 192 x 5 +0.6 to +2.6 (5 of 5); fp16 160 x 6
        level (-0.6 to +1.0), eight blocks of 128 level (-1.2 to +1.8; 160000 x 132 rows, every
        wave in step, 84.2 -> 89.5).  The registers first (round e) lost.  Not log_softmax at 192 x
        5, which spills 8 bytes with it (nvcc; untimed)."""
        return self.one_row_per_cluster and self.stage == 7 and self.dtype == "bf16" and self.cluster_size == 16 \
            and (self.min_blocks == 6 or self.min_blocks == 5 and self.spec.op == "softmax")

    @property
    def stagger_step_ns(self) -> int:
        """CUDA cluster kernels: the first `stagger_clusters` clusters (about the first wave) sleep
        cluster id x this many ns before their row, so that they do not all load, exchange and
        write in step (every block's loads waiting on the whole wave's, DRAM idle through the
        exchanges); the hardware starts each later cluster as one ends, so the spread lasts.
        - 16-bit forward, one row a cluster of 12-16 blocks at six blocks an SM or fewer: 100 ns.
          H200, medians of five (notes entry 183): 160 x 6 x 16 +1.2 to +2.5 at all 11 cells of
          206171-255838 (bf16 225152 92.5 -> 94.7; over 45 / 90 / 135 / 180 rows +1.6 / +6.8 / +4.0
          / +2.3); 192 x 5 -0.1 to +2.2; auto at 24 fresh widths 204267-260661, four op / dtype
          pairs: 20 gain (to +2.5), 4 -0.1 to -0.3.  At eight blocks of 128 (66 clusters a wave;
          50 / 100 ns over 33 / 66) -3.0 to +1.2, so not there.
        - fp32 backward at stage 4, rows of STAGGER_BACKWARD_FROM_COLS and more: the first wave
          spread over STAGGER_BACKWARD_SPREAD_NS, about 0.6 of a row's time there.  H200, medians
          of five (notes entry 185): x 8 at 512 threads 81.9-91.9 -> 93.6-96.4 at 221499-262144
          (450 ns over 15 clusters; 300 / 600 / 900 ns a little less), x 16 at 256 x 2 +1.5 to
          +4.3 (600 ns), x 16 at 512 x 2 (log_softmax_backward) +0.2 to +1.4 (300 / 600 ns), x 12
          at 576 x 2 +0.1 to +1.7 (300 ns; 600 level), the default plan (x 8 at 1024) +4.4 to
          +9.7; stage 8 level or lower.  Not the fp32 forward's one row a cluster: x 16 stage 7 at
          192 x 4 +0.1 to +0.7 at 250 ns over 30 clusters, stage 6 at 256 x 3 +0.2 to +1.2 over 22
          (214329-262144; at 450 ns -1.4 to +0.2, at 50 / 100 ns -1.7 to +0.4, entry 183), but
          auto with the same spread at 24 fresh widths of 200000-262143 -0.6 to +1.1, median +0.1.
        0: none.  try_matrix's `stagger=NS`, `staggerspan=N` force either, in any CUDA cluster
        kernel."""
        if not (self.backend == "cuda" and self.strategy == "cluster"):
            return 0
        # one row a cluster: stages 6 and 7, forward only
        if self.one_row_per_cluster and self.spec.itemsize == 2 and self.cluster_size >= 12 and self.min_blocks <= 6:
            return STAGGER_STEP_NS
        if self.spec.op in BACKWARD_OPS and self.dtype == "fp32" and self.stage == 4 \
                and (self.spec.cols or 0) >= STAGGER_BACKWARD_FROM_COLS:
            return STAGGER_BACKWARD_SPREAD_NS // self._first_wave_clusters
        return 0

    @property
    def _first_wave_clusters(self) -> int:
        """About the clusters the GPU holds at once (an H100's or H200's 132 SMs x min_blocks /
        cluster_size, 90% of it: the clusters a GPC's slots take)."""
        return max(1, int(STAGGER_SMS * self.min_blocks / self.cluster_size * 0.9 + 0.5))

    @property
    def stagger_clusters(self) -> int:
        """The clusters `stagger_step_ns` spreads: the first wave's (0 where there is no stagger)."""
        return self._first_wave_clusters if self.stagger_step_ns else 0

    @property
    def one_pointer_packs(self) -> bool:
        """CUDA cluster stage 6, 16-bit, clusters of 8 or 16: RegisterRow addresses a thread's packs
        from one pointer at constant offsets, tests `packed` once a row, and takes a path with no
        test and no -inf a pack where the slice fills every thread's packs.  bf16 262144 x 16 ran
        32.1 M instructions to quack's 22.9 M at the same occupancy (H200, notes entry 152); with
        it +2.9 / +3.7 at 256 / 1024 rows and +3.2 at 131072 (fp16 +1.9 / +3.2 / +2.7); x 8
        +1.4 / +2.2 at bf16 / fp16 131072, +0.7 / +0.8 at 65536 (rounds d and f; one run of
        round d had fp16 65536 at -0.6).  Not elsewhere:
        - fp32 x 16 spilled under the 80 registers of three blocks an SM (56 bytes, -9.7), bf16
          50000 x 4 too (8 bytes, -1.0);
        - warp and block kernels took more registers (bf16 block 8192: 32 -> 39, a block an SM
          fewer, -6.5);
        - slices that cannot fill every thread's packs never run the full path, whose registers
          spilled there (8 bytes at the H100 table's bf16 70001-200711);
        - under ONE_POINTER_REGISTERS a thread (bf16 200000 x 16 at 224 threads and four blocks
          an SM, 72 registers: 8 bytes spilled; fp16 458000, two blocks of 448: 16 -> 40).
        try_matrix's `onepointer=0|1` forces it either way."""
        return self.backend == "cuda" and self.strategy == "cluster" and self.stage == 6 \
            and self.spec.itemsize == 2 and self.cluster_size >= MAX_PORTABLE_CLUSTER \
            and self.slice_packs >= self.block_size * self.packs_per_thread \
            and REGISTERS_PER_SM // (self.block_size * self.min_blocks) >= ONE_POINTER_REGISTERS

    @property
    def pair_elements(self) -> bool:
        """CUDA 16-bit: elem() reads an element from its 32-bit pair (bf16 a shift or a mask, fp16
        a cvt of either half in place) instead of extracting it first, so packs stay in 32-bit
        registers.  In the online backward it frees registers (fp16 102 -> 76; H100, notes entries
        77 and 82, scripts/try_fp16_convert.py, try_online_backward_blocks.py: online backward fp16
        8193 83 -> 104% of copy, 32769 90 -> 100, bf16 8193 96 -> 104, 12345 96 -> 102; smem /
        cluster backward 88-99 -> 64 registers, 12345 75 -> 99, 100001 69 -> 97).  online forward:
        bf16 since pass 1 ran on packs (a mask for the high half, not PRMT + IMAD; no spills; notes
        entry 119, round n: 12345 97.4 -> 98.3, 200003 89.6 -> 90.6, 300001 87.8 -> 88.6, 100000
        -0.3, log_softmax +0.1-0.5); not fp16 (level, 93 / 92 at 16385; now the same SASS)."""
        return self.dtype != "fp32" and (self.strategy != "online" or self.spec.op in BACKWARD_OPS
                                         or self.dtype == "bf16")

    @property
    def one_block_an_sm(self) -> bool:
        """CUDA 16-bit online backward in blocks of 512 threads says one block an SM outright
        (__launch_bounds__): with the pair read, ptxas left to itself settles on 64 registers for
        two and spills or keeps fewer loads in flight (H100, notes entries 77 and 82, % of copy,
        two / one an SM: bf16 20001 99 / 101, 24001 93 / 101, fp16 24001 93 / 101, log_softmax
        bf16 32769 94 / 100, fp16 100001 67 / 77).  Smaller blocks (rows up to 12-16 K) run several
        an SM within ptxas's count (bf16 8193 104 / 98)."""
        return self.dtype != "fp32" and self.strategy == "online" and self.spec.op in BACKWARD_OPS \
            and self.block_size == 512

    @property
    def cached_from_bytes(self) -> int:
        """Row bytes from which the row-cache entry may launch: wherever the rows in flight overfill
        L2 where it runs two or more blocks an SM (fp32, fp16, bf16 with pack_tiles); bf16 without
        from 256 KB, its cached path taking 88 registers, one block an SM (131072 74 -> 87%, 262144
        68 -> 75%; 100000 77 -> 74% even with the whole row cached: scripts/try_online_16bit_cache.py)."""
        return 0 if self.spec.itemsize == 4 or self.cached_min_blocks > 1 or self.pack_tiles else 256 * 1024

    @property
    def unroll(self) -> int:
        """online / smem (CUDA): packs each thread loads per step."""
        return self.tile // (self.block_size * self.vec)

    def summary(self) -> dict:
        keys = ("vec", "threads_per_row", "block_size", "rows_per_block", "packs_per_thread",
                "smem_bytes", "tile", "block_n", "num_warps", "num_stages", "cluster_size", "slice_packs",
                "align_packs", "stage", "min_blocks", "max_registers", "async_copy", "exchange", "fold_exp",
                "l2_prefetch", "pack_tiles")
        out = {k: getattr(self, k) for k in keys}
        if self.backend == "triton" and self.strategy in ("block", "smem"):
            out["row_loop"] = int(self.row_loop)        # shown either way (softgen explain)
        if self.approx_rcp:
            out["approx_rcp"] = 1
        if self.bulk_store:
            out["bulk_store"] = 1
        if self.row_packs:
            out["row_packs"] = 1
        if self.one_pointer_packs:
            out["one_pointer_packs"] = 1
        if self.staged_sum_first:
            out["staged_sum_first"] = 1
        if self.stagger_step_ns:
            out["stagger"] = f"{self.stagger_clusters} clusters x {self.stagger_step_ns} ns"
        return out


def kernel_name(spec: KernelSpec) -> str:
    width = f"c{spec.cols}" if spec.cols is not None else "cany"
    name = f"{spec.op}_{spec.strategy}_{width}_{spec.dtype}_{spec.backend}"
    if spec.tunables():
        digest = hashlib.sha1(json.dumps(spec.tunables(), sort_keys=True).encode()).hexdigest()
        name += "_" + digest[:8]
    return name


def make_plan(spec: KernelSpec) -> LaunchPlan:
    """Derive and check the plan of a single-backend spec."""
    if spec.strategy == "auto":
        from softgen.auto import choose
        spec = choose(spec).spec
    if spec.backend == "both":
        raise SpecError("backend", "a plan is per backend; call spec.for_backends() first")
    vec = _vec(spec)
    base = dict(spec=spec, name=kernel_name(spec), ctype=CTYPES[spec.dtype],
                torch_dtype=TORCH_DTYPES[spec.dtype], vec=vec, smem_bytes=0, tile=0,
                block_n=0, packs_per_thread=0, edge_slots=0)
    if spec.strategy != "cluster":
        _reject(spec, "cluster_size", "stage", "exchange")
    if spec.strategy != "flat":
        _reject(spec, "row_packs")
    if spec.backend == "triton" and spec.evict_first is not None:
        raise SpecError("evict_first", "applies to the CUDA backend only (Triton's kernels store "
                        "plainly); remove it or use backend 'cuda'")
    if spec.row_loop is not None and not (spec.backend == "triton" and spec.strategy in ("block", "smem")):
        raise SpecError("row_loop", "applies to Triton block and smem kernels only (the other kernels "
                        "loop as they must); remove it or use backend 'triton' with strategy block or smem")
    if spec.approx_rcp is not None and not (spec.backend == "cuda" and spec.op == "softmax"
                                            and spec.strategy in ("warp", "block")):
        raise SpecError("approx_rcp", "applies to CUDA warp and block kernels of op softmax (the scale "
                        "others take is not 1 / sum, or not through this division); remove it")
    if spec.row_loop == 0 and spec.num_stages is not None and spec.num_stages > 1:
        raise SpecError("row_loop", f"0 leaves no row loop to pipeline {spec.num_stages} stages deep; "
                        "use num_stages 1 or row_loop 1")
    if spec.op in BACKWARD_OPS and spec.strategy not in BACKWARD_STRATEGIES[spec.backend]:
        raise SpecError("strategy", f"op {spec.op} with backend {spec.backend} is implemented for "
                        f"strategy {' / '.join(BACKWARD_STRATEGIES[spec.backend])} so far")
    derive = _CUDA if spec.backend == "cuda" else _TRITON
    plan = derive[spec.strategy](spec, vec)
    copy = _async_copy(spec, plan, vec)
    if copy and plan.get("stage") == 2:         # the register row's packs land in shared memory first
        plan["smem_bytes"] = _slice_bytes(spec, plan, vec)
    exchange = _exchange(spec, plan["stage"], copy, plan.get("min_blocks", 1)) if spec.strategy == "cluster" else ""
    made = LaunchPlan(**{**base, **plan, "async_copy": copy, "exchange": exchange,
                         "fold_exp": _fold_exp(spec, plan), "row_loop": spec.row_loop != 0,
                         "approx_rcp": spec.approx_rcp == 1})
    if spec.bulk_store is not None:
        made = _bulk_store(made, spec.bulk_store == 1)
    if made.edges_after_body and spec.op not in BACKWARD_OPS:
        # 64 registers a thread, as with the edges first: ptxas took 69 without the bound
        # (bf16 262143 stage 1 x 16 at 256 threads: three blocks an SM for four)
        made = dataclasses.replace(made, min_blocks=max(made.min_blocks, 1024 // made.block_size))
    if spec.blocks_per_sm is not None:
        made = _bound_blocks(made, spec.blocks_per_sm)
    return made


def _bulk_store(made: LaunchPlan, on: bool) -> LaunchPlan:
    """The write of a slice held in registers (forward stage 6, backward stage 2) through shared
    memory and one bulk copy a block (cp.async.bulk, TMA): the slice's packs need BLOCK x
    packs_per_thread x 16 bytes, and the blocks an SM the registers allow must fit them (H100,
    notes entry 140: fp32 softmax x 16 at 256 threads, 155392-178704 +0.6-0.9% of copy; 16-bit
    at 256 threads and 163064-262144 -1.2 to -2.1, so an entry's choice, not a default)."""
    held = 2 if made.spec.op in BACKWARD_OPS else 6
    if not (made.backend == "cuda" and made.strategy == "cluster" and made.stage == held):
        raise SpecError("bulk_store", "applies to CUDA cluster kernels whose slice is in registers until the "
                        "write (stage 6 forward, stage 2 backward) only; remove it")
    if not on:
        return made
    smem = made.block_size * made.packs_per_thread * made.vec * made.spec.itemsize + BULK_ALIGN
    if smem > SMEM_PER_BLOCK - STATIC_SMEM_RESERVE:
        raise SpecError("bulk_store", f"the slice's {smem // 1024} KB of packs do not fit a block's shared "
                        f"memory ({(SMEM_PER_BLOCK - STATIC_SMEM_RESERVE) // 1024} KB); use a larger "
                        "cluster_size, or bulk_store 0")
    return dataclasses.replace(made, bulk_store=True, smem_bytes=smem,
                               min_blocks=min(made.min_blocks, _blocks_an_sm(made.block_size, 1, smem)))


def _bound_blocks(made: LaunchPlan, blocks: int) -> LaunchPlan:
    """The spec's blocks_per_sm as the kernel's __launch_bounds__ blocks an SM, in place of the
    plan's rule (H100, notes entry 137: 16-bit cluster stage 6 x 16 at 128 threads, 6 -> 8 blocks,
    76 -> 64 registers, +0.1-1.6 at 80002-98304)."""
    if made.backend != "cuda":
        raise SpecError("blocks_per_sm", "applies to the CUDA backend only (Triton sizes its programs' "
                        "registers itself); remove it or use backend 'cuda'")
    most = min(BLOCKS_PER_SM, THREADS_PER_SM // made.block_size)
    if blocks > most:
        raise SpecError("blocks_per_sm", f"{blocks} blocks of {made.block_size} threads exceed what an SM runs "
                        f"({BLOCKS_PER_SM} blocks, {THREADS_PER_SM} threads); use at most {most}")
    return dataclasses.replace(made, min_blocks=blocks)


def _fold_exp(spec: KernelSpec, plan: dict) -> bool:
    """16-bit softmax, CUDA: exp(x - m) as 2^(x log2e + c) with c = B - m log2e where the row's
    max is moderate, one instruction an element fewer.  Rows staged in shared memory (smem,
    cluster stage 1) fold 1 / sum into the write's c too: two fewer there (H100,
    scripts/try_exp_fold.py: bf16 / fp16 262144, cluster 16: 91-93 -> 97% of copy); rows in
    registers (warp, block, cluster stage 6) keep the exps.  online: its row-cache, held and
    split entries, in pass 1's sums and pass 2's writes (fp16, notes entry 113, round m: +0.0-1.0
    at 50000-262144; bf16 since pass 1 ran on packs, notes entry 119, rounds b-c: 50000 91.3 ->
    93.4, 131072 88.7 -> 89.6, 200003 89.3 -> 90.3, 400000 85.4 -> 87.0); the plain kernel keeps
    the exact form, which folded took 64 -> 107 registers in fp16."""
    return spec.backend == "cuda" and spec.op == "softmax" and spec.dtype != "fp32" \
        and (spec.strategy in ("smem", "warp", "block", "online")
             or (spec.strategy == "cluster" and plan.get("stage") in (1, 6, 7)))


def _exchange(spec: KernelSpec, stage: int, async_copy: bool, blocks: int) -> str:
    """How a cluster's blocks share partials.  Defaults from the H100 (scripts/try_exchange.py,
    % of copy, 131072-262144): onto mbarriers for the backward (+2-4) and for slices staged
    through registers (+0-4); every warp's partial for stage 0 (+4-6); the cluster barrier where
    cp.async stages the slice (mbarriers -2 .. -8 there) and for stage 2 (mixed).  Stage 7 by
    its `blocks` an SM: mbarriers at three (bf16 x 16, against every warp's: 536199 93.9 -> 95.0,
    650000 90.1 -> 92.3), every warp's partial at one or two (notes entry 110: bf16 x 384
    394000-458000 89.7-92.0 -> 95.0-96.0, fp32 600000 91.9 -> 93.5; level or +-0.6 elsewhere)."""
    if spec.exchange is not None:
        if spec.exchange == 2 and spec.op in BACKWARD_OPS:
            raise SpecError("exchange", "2 (every warp's partial) is for the forward ops; the backward "
                            "exchanges a block's partial: use 0 or 1")
        return EXCHANGES[spec.exchange]
    if stage == 7:
        return "mbarrier" if blocks >= 3 else "warps"
    if spec.op in BACKWARD_OPS:
        return "mbarrier"
    return "warps" if stage in (0, 6) else "barrier" if async_copy or stage == 2 else "mbarrier"


def _async_copy(spec: KernelSpec, plan: dict, vec: int) -> bool:
    """Forward rows copied into shared memory with cp.async (CUDA smem, cluster stages 1 and 2):
    by default for smem and for fp32 cluster stage 1 (H100, scripts/try_async_stage.py: smem
    fp32 79-84 -> 96-97% of copy, bf16 65536 84 -> 92; cluster fp32 262144 stage 1 89-93 -> 95;
    16-bit clusters -3 .. +6, so register loads stay their default).  Odd fp32 rows too, now
    their packs start on 32-byte sectors (notes entry 90, the default plan: 134001 90 -> 96,
    225001 90 -> 96, 105001 98 -> 96; entry 88 had taken it off them at 16 bytes)."""
    if spec.backend == "cuda" and spec.strategy == "cluster" and plan.get("stage") in (4, 7, 8):
        what, other = {4: ("y's slice", "1 or 3"), 7: ("the slice past the registers", "1 or 6"),
                       8: ("y's slice and dy's past the registers", "1 or 3")}[plan["stage"]]
        if spec.async_copy == 0:        # packs in flight on cp.async hold no registers
            raise SpecError("async_copy", f"cluster stage {plan['stage']} copies {what} with cp.async; remove "
                            f"async_copy, or use stage {other} for register loads")
        if not _cp_async_copies(spec, vec):
            raise SpecError("stage", f"stage {plan['stage']} copies {what} with cp.async (4, 8 or 16 bytes), not "
                            f"packs of {vec} {spec.dtype}; raise vec, or use stage {other}")
        return True
    if spec.backend == "cuda" and spec.strategy == "flat":
        if spec.async_copy == 0:
            raise SpecError("async_copy", "strategy 'flat' copies its tiles with cp.async; remove async_copy")
        return True
    staged = spec.backend == "cuda" and spec.op not in BACKWARD_OPS and \
        (spec.strategy == "smem" or (spec.strategy == "cluster" and plan.get("stage") in (1, 2)))
    wide = _cp_async_copies(spec, vec)
    if spec.async_copy is not None:
        if not staged:
            raise SpecError("async_copy", "applies to the CUDA forward kernels that stage rows in shared "
                            "memory (strategy smem, or cluster with stage 1 or 2); remove it")
        if spec.async_copy and not wide:
            raise SpecError("async_copy", f"cp.async copies 4, 8 or 16 bytes, not packs of {vec} {spec.dtype} "
                            f"({vec * spec.itemsize} bytes); raise vec or set async_copy=0")
        return bool(spec.async_copy)
    return staged and wide and plan.get("stage") != 2 and (spec.strategy == "smem" or spec.dtype == "fp32")


def _slice_bytes(spec: KernelSpec, plan: dict, vec: int) -> int:
    """Stage 2's slice in shared memory: at most 64 elements of 4 bytes a thread at 512 threads
    (32 at 1024), so 128 KB, which always fits."""
    return plan["block_size"] * plan["packs_per_thread"] * vec * spec.itemsize


def _vec(spec: KernelSpec) -> int:
    vec = spec.vec if spec.vec is not None else VEC_BYTES // spec.itemsize
    if not _pow2(vec) or vec * spec.itemsize > VEC_BYTES:
        raise SpecError("vec", f"{vec} elements of {spec.dtype} is not a power of two of at most "
                        f"{VEC_BYTES} bytes; use 1..{VEC_BYTES // spec.itemsize}")
    return vec


def _cuda_warp(spec: KernelSpec, vec: int) -> dict:
    _reject(spec, "tile", "num_warps", "num_stages")
    body_packs = spec.cols // vec
    tpr = spec.threads_per_row
    if tpr is None:   # about two packs per lane, a whole warp once the row is wide
        tpr = _clamp(_next_pow2(_cdiv(body_packs, 2)), 1, WARP)
        # half as many lanes where they leave fewer of the row's slots idle (H100, notes entry
        # 93: bf16 279's 34 packs on 16 lanes of 3, not 32 of 2: 93 -> 100% of copy, log_softmax
        # fp16 279 91 -> 101, 157 93 -> 98)
        half, budget = tpr // 2, row_budget(spec.block_size or WARP_BLOCK) // _tensors(spec)
        if half and half * _cdiv(body_packs, half) < tpr * _cdiv(body_packs, tpr) \
                and _cdiv(body_packs, half) * vec <= budget:
            tpr = half
    if not _pow2(tpr) or tpr > WARP:
        raise SpecError("threads_per_row", f"{tpr} must be a power of two from 1 to 32 for strategy 'warp'")
    if spec.block_size is not None and spec.rows_per_block is not None \
            and spec.block_size != spec.rows_per_block * tpr:
        raise SpecError("rows_per_block", f"block_size {spec.block_size} != rows_per_block "
                        f"{spec.rows_per_block} x threads_per_row {tpr}; set only one of them")
    if spec.block_size is not None:
        bs = _check_block_size(spec.block_size)
    elif spec.rows_per_block is not None:
        bs = spec.rows_per_block * tpr
        if bs % WARP or bs > 1024:
            raise SpecError("rows_per_block", f"{spec.rows_per_block} rows x {tpr} threads = {bs} threads "
                            "must be a multiple of 32 and at most 1024")
    else:
        bs = WARP_BLOCK
    return dict(threads_per_row=tpr, block_size=bs, rows_per_block=bs // tpr, num_warps=bs // WARP,
                num_stages=1, **_register_row(spec, vec, tpr, bs))


def _cuda_block(spec: KernelSpec, vec: int) -> dict:
    _reject(spec, "tile", "num_warps", "num_stages", "rows_per_block")
    # about 24 row elements a thread (16 of each of y and dy): registers for several resident
    # blocks an SM
    elements = 16 if spec.op in BACKWARD_OPS else 24
    bs = _block_threads(spec, lambda packs: _tight_threads(packs, max(1, elements // vec)), vec)
    return dict(threads_per_row=bs, block_size=bs, rows_per_block=1, num_warps=bs // WARP,
                num_stages=1, **_register_row(spec, vec, bs, bs))


def _cuda_smem(spec: KernelSpec, vec: int) -> dict:
    _reject(spec, "tile", "num_warps", "num_stages", "rows_per_block")
    # 1.5 to 3 packs a thread on short rows: staging one pack a thread leaves an SM too little in
    # flight between its barriers (H100, scripts/try_block_short.py strategy=smem, notes entry 83:
    # bf16 513 60 -> 88% of copy, 1025 81 -> 98, fp32 256 57 -> 97; fp32 1000 at 4 a thread 94)
    bs = _block_threads(spec, lambda packs: min(_pack_threads(packs * 2 // 3),
                                                _clamp(_next_pow2(_cdiv(packs, 8)), 128, 512)), vec)
    # the row's aligned packs are staged (y's and dy's for backward); head and tail
    # scalars stay in registers
    smem = max(16, (spec.cols // vec) * vec * spec.itemsize * _tensors(spec))
    if smem > SMEM_PER_BLOCK - STATIC_SMEM_RESERVE:
        limit = (SMEM_PER_BLOCK - STATIC_SMEM_RESERVE) // (spec.itemsize * _tensors(spec)) // vec * vec + vec - 1
        raise _too_wide(spec, limit, f"the row is cached in {SMEM_PER_BLOCK // 1024} KB of shared memory")
    unroll = min(8 // _tensors(spec), max(1, _cdiv(spec.cols // vec, bs)))   # packs in flight per tensor
    return dict(threads_per_row=bs, block_size=bs, rows_per_block=1, num_warps=bs // WARP,
                num_stages=1, smem_bytes=smem, tile=bs * vec * unroll)


def _online_row_shape(packs: int, backward: bool = False) -> tuple[int, int]:
    """(threads, packs a thread a tile) of a CUDA online block for rows of `packs` packs: the
    row in about one tile of 4 packs a thread (2 for rows of 64 packs or fewer), 32 to 512
    threads.  Rows of a few KB in the 512-thread block leave most threads idle and an SM four
    rows in flight (H100, scripts/try_online_block.py, notes entry 64: bf16 4096 35 -> 99% of
    copy, 1024 10 -> 100, fp32 1024 23 -> 99, bf16 12345 81 -> 95; backward alike).  The Triton
    online launcher shapes its programs on short rows by the same rule (_launch_shape).
    Backward rows of one full tile and a second at most half full take 2 packs a thread (notes
    entries 78 and 86, scripts/try_online_backward_tiles.py: bf16 20001 79 -> 89% of copy, 17000
    72 -> 86, 24576 94 -> 100, fp16 20001 80 -> 98, fp32 9000 78 -> 99; rows of three tiles or
    more lost: bf16 40001 92 -> 82; a second tile 59% full too: 26000 100 -> 98)."""
    if packs <= 64:
        return 32, 2
    threads = _clamp(1 << ((packs // 4).bit_length() - 1), 32, 512)
    tile = threads * 4
    if backward and tile < packs < 2 * tile and packs - tile <= tile // 2:
        return threads, 2
    return threads, 4


def _cuda_online(spec: KernelSpec, vec: int) -> dict:
    _reject(spec, "num_warps", "num_stages", "rows_per_block")
    if spec.cols is not None and spec.block_size is None and spec.threads_per_row is None and spec.tile is None:
        bs, unroll = _online_row_shape(spec.cols // vec, spec.op in BACKWARD_OPS)
    else:   # any width (or the user's shape): 512 threads, 32 KB in flight a block
        bs, unroll = _block_threads(spec, lambda packs: 512, vec), 4
    tile = spec.tile if spec.tile is not None else bs * vec * unroll
    if tile % (bs * vec) or not _pow2(tile // (bs * vec)) or tile // (bs * vec) > 8:
        raise SpecError("tile", f"{tile} must be block_size x vec ({bs} x {vec}) times 1, 2, 4 or 8")
    return dict(threads_per_row=bs, block_size=bs, rows_per_block=1, num_warps=bs // WARP,
                num_stages=1, tile=tile, l2_prefetch=_online_prefetch(spec),
                pack_tiles=spec.dtype != "fp32" and spec.op not in BACKWARD_OPS,
                align_packs=_online_align(spec, bs, vec))


def _online_align(spec: KernelSpec, threads: int, vec: int) -> int:
    """Packs online forward's rows align their packs to: 128 bytes, so each warp's run of packs
    covers whole L2 lines, not one more (H100, notes entry 118, round n, % of copy, 16 / 32 /
    128 bytes: fp32 100003 88.4 / 89.2 / 91.2, 200003 87.7 / 88.6 / 90.6, 300001 87.4 / 88.1 /
    90.2, bf16 100003 84.2 / 85.7 / 87.2, 300001 85.4 / 86.0 / 87.4; fp32 12345 96.1 / 96.5 /
    95.3); no more than a head of one element a thread."""
    if spec.op in BACKWARD_OPS:
        return 1
    return min(128 // (vec * spec.itemsize), threads // vec)


def _online_prefetch(spec: KernelSpec) -> int:
    """Tiles ahead of pass 1's loads that CUDA online forward asks L2 for: one (H100, notes entry
    113, % of copy, rounds c and e: fp16 100000 80.2 -> 83.7-84.0, 131072 87.9 -> 90.0-90.4,
    262144 75.8 -> 77.6-77.8, 8192-16384 level; bf16 once pass 1 ran on packs, notes entry 115,
    round c: 100000 81.1 -> 86.1; fp32 once long rows split and packs started on 128-byte lines,
    notes entry 119, rounds b-c: 50000 89.7 -> 93.4, 100000 91.6 -> 94.1, 200003 90.5 -> 93.0,
    262144 91.3 -> 92.3, 16384-32768 level).  Not further ahead (two tiles: fp16 262144 87.3 ->
    83.2, bf16 86.6 -> 83.7; three: 82.0-82.5)."""
    return 1 if spec.op not in BACKWARD_OPS else 0


_CUDA = {"warp": _cuda_warp, "block": _cuda_block, "smem": _cuda_smem, "online": _cuda_online,
         "cluster": _cuda_cluster, "flat": _cuda_flat}
_TRITON = {"warp": _triton_warp, "block": _triton_block, "smem": _triton_smem, "online": _triton_online,
           "cluster": _triton_cluster, "flat": _triton_flat}


def plans_for(spec: KernelSpec) -> list[LaunchPlan]:
    return [make_plan(s) for s in spec.for_backends()]


def max_cols(strategy: str, dtype: str, backend: str, op: str = "softmax") -> int | None:
    """Widest row a strategy accepts with derived tunables (None: any width, 0: not on this backend)."""
    if strategy == "cluster" and backend != "cuda":
        return 0
    if strategy in ("online", "cluster"):      # cluster: stage 0 takes any width
        return None

    def fits(cols: int) -> bool:
        try:
            make_plan(KernelSpec(op=op, strategy=strategy, cols=cols, dtype=dtype, backend=backend))
            return True
        except SpecError:
            return False

    lo, hi = 1, 2
    while fits(hi):
        lo, hi = hi, hi * 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    return lo
