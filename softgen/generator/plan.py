"""Launch plan: every number a template needs, derived from a spec in one place.

The plan turns a KernelSpec into concrete tunables (vector width, threads per row,
block size, packs held per thread, shared memory, Triton block shapes) and checks the
strategy's limits.  Device-dependent sizing (grid = SMs x resident blocks) happens at
launch time in the generated launcher, which reads the device it runs on.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass

from softgen.errors import SpecError
from softgen.generator.spec import BACKWARD_OPS, BACKWARD_STRATEGIES, EXCHANGES, KernelSpec

VEC_BYTES = 16                 # widest global load/store per thread (LDG.128 / STG.128)
SMEM_PER_BLOCK = 227 * 1024    # sm_90 opt-in shared memory per block, static + dynamic
SMEM_PER_SM = 228 * 1024       # sm_90 shared memory an SM (1 KB of it reserved per block)
REGISTERS_PER_SM = 65536       # 32-bit registers an SM's threads share
SMSP_REGISTERS = REGISTERS_PER_SM // 4    # of them, each sub-partition's (its warps' share)
THREADS_PER_SM = 2048
BLOCKS_PER_SM = 32             # resident blocks an SM holds at most
LINE_PACKS = 8                 # 16-byte packs in a 128-byte line
BULK_ALIGN = 128               # bulk_store: the boundary its buffer starts on in dynamic shared memory
STATIC_SMEM_RESERVE = 1024     # room left for a kernel's static reduction scratch
SMEM_RESERVED_PER_BLOCK = 1024  # shared memory the GPU itself keeps for each resident block (sm_90)
WARP = 32
WARP_BLOCK = 128               # CUDA warp: threads of a block (its rows x threads a row) by default
MAX_PORTABLE_CLUSTER = 8       # thread-block cluster size every sm_90 GPU runs
MAX_CLUSTER = 16               # non-portable cluster size an H100 runs (cuLaunchKernelEx)
ONE_POINTER_REGISTERS = 80     # LaunchPlan.one_pointer_packs: registers a thread its 64 exps need (ptxas)
MAX_ROW_ELEMS_PER_THREAD = 64  # fp32 values a thread may keep in registers without spilling
TRITON_ROW_ELEMS_PER_THREAD = 32  # Triton keeps more temporaries live: a smaller budget
TRITON_PEELED_ELEMS_PER_THREAD = 32     # default for wide peeled rows (register-capped)
CTYPES = {"fp32": "float", "fp16": "unsigned short", "bf16": "unsigned short"}
TORCH_DTYPES = {"fp32": "float32", "fp16": "float16", "bf16": "bfloat16"}


def _pow2(n: int) -> bool:
    return n > 0 and n & (n - 1) == 0


def _next_pow2(n: int) -> int:
    return 1 << max(0, (n - 1).bit_length())


def _floor_pow2(n: int) -> int:
    return 1 << max(0, n.bit_length() - 1)


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


def _clamp(v: int, lo: int, hi: int) -> int:
    return max(lo, min(hi, v))


def row_budget(threads_per_block: int) -> int:
    """Row elements one thread may hold: 64, fewer when a big block would exhaust the register file."""
    return min(MAX_ROW_ELEMS_PER_THREAD, REGISTERS_PER_SM // threads_per_block // 2)


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
        if self.one_pointer_packs:
            out["one_pointer_packs"] = 1
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


def _check_block_size(bs: int, field: str = "block_size") -> int:
    if bs % WARP or not 32 <= bs <= 1024:
        raise SpecError(field, f"{bs} must be a multiple of 32 between 32 and 1024")
    return bs


def _check_triton_warps(spec: KernelSpec, default: int) -> tuple[int, int]:
    nw = spec.num_warps if spec.num_warps is not None else default
    if not _pow2(nw) or nw > 32:
        raise SpecError("num_warps", f"{nw} must be a power of two from 1 to 32")
    ns = spec.num_stages if spec.num_stages is not None else 1
    if ns > 8:
        raise SpecError("num_stages", f"{ns} must be from 1 to 8")
    return nw, ns


def _reject(spec: KernelSpec, *names: str) -> None:
    """Refuse tunables that mean nothing for this strategy/backend (rather than ignore them)."""
    for name in names:
        if getattr(spec, name) is not None:
            raise SpecError(name, f"does not apply to strategy {spec.strategy!r} with backend "
                            f"{spec.backend!r}; remove it")


def _too_wide(spec: KernelSpec, limit: int, why: str) -> SpecError:
    others = " / ".join(repr(s) for s in ("block", "smem", "online") if s != spec.strategy)
    return SpecError("cols", f"{spec.cols} exceeds the maximum of strategy {spec.strategy!r} for "
                     f"{spec.dtype}, {limit} ({why}); use a smaller width or strategy {others}")


def _register_row(spec: KernelSpec, vec: int, tpr: int, threads: int) -> dict:
    """Packs per thread and edge slots for a row held in the registers of `tpr` threads."""
    body_packs = spec.cols // vec
    ppt = _cdiv(body_packs, tpr)
    edge = _cdiv(vec - 1, tpr) if vec > 1 else 0      # head / tail scalars per thread
    budget = row_budget(threads) // _tensors(spec)       # backward holds y and dy
    if ppt * vec > budget:   # (+ 2 * edge head/tail scalars, a couple of registers)
        limit = tpr * (budget // vec) * vec + vec - 1
        raise _too_wide(spec, limit, f"{tpr} threads x {budget} register elements per row")
    return dict(packs_per_thread=ppt, edge_slots=edge)


def _tensors(spec: KernelSpec) -> int:
    """Row-sized inputs a kernel holds at once: x, or y and dy for a backward op."""
    return 2 if spec.op in BACKWARD_OPS else 1


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


def _pack_threads(packs: int) -> int:
    """Threads of a block (program) a row: at most one a 16-byte pack of the row, at least a warp.
    A row of a few packs in a 128-thread block leaves threads idle and an SM 16 rows in flight
    (H100, scripts/try_block_short.py, notes entry 81: block bf16 513 76 -> 101% of copy at 64
    threads, CUDA and Triton alike)."""
    return max(WARP, _floor_pow2(packs))


def _tight_threads(packs: int, per_thread: int) -> int:
    """Threads of a block for `packs` packs (block: a row in registers; cluster: a 16-bit slice),
    about `per_thread` packs a thread: the fewest warps that hold them at the packs a thread
    that gives, at most 1024.
    A power-of-two block left up to half its threads idle on rows just past a power of two
    (H100, notes entry 93, scripts/try_width_rules.py, % of copy, 16-bit forward at 24 elements
    a thread: bf16 2163 89 -> 102 at 96 threads against 256, 8791 73 -> 103 at 384 against
    1024, fp16 1106 94 -> 101; at 16 elements a thread 448-thread blocks ran 76-85 at bf16
    6000-7600, 3 packs a thread 102-103; fp32 level)."""
    packs = max(1, packs)           # a row shorter than a pack: its scalars, a warp
    threads = _clamp(_cdiv(_cdiv(packs, per_thread), WARP) * WARP, WARP, 1024)
    return _clamp(_cdiv(_cdiv(packs, _cdiv(packs, threads)), WARP) * WARP, WARP, 1024)


def _cuda_block(spec: KernelSpec, vec: int) -> dict:
    _reject(spec, "tile", "num_warps", "num_stages", "rows_per_block")
    # about 24 row elements a thread (16 of each of y and dy): registers for several resident
    # blocks an SM
    elements = 16 if spec.op in BACKWARD_OPS else 24
    bs = _block_threads(spec, lambda packs: _tight_threads(packs, max(1, elements // vec)), vec)
    return dict(threads_per_row=bs, block_size=bs, rows_per_block=1, num_warps=bs // WARP,
                num_stages=1, **_register_row(spec, vec, bs, bs))


def _block_threads(spec: KernelSpec, default, vec: int) -> int:
    if spec.threads_per_row is not None and spec.block_size is not None \
            and spec.threads_per_row != spec.block_size:
        raise SpecError("threads_per_row", f"strategy {spec.strategy!r} gives a row the whole block: "
                        f"threads_per_row {spec.threads_per_row} != block_size {spec.block_size}; set one")
    if spec.block_size is None and spec.threads_per_row is not None:
        return _check_block_size(spec.threads_per_row, "threads_per_row")
    bs = spec.block_size if spec.block_size is not None else default((spec.cols or 0) // vec)
    return _check_block_size(bs)


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


def _triton_rowwise(spec: KernelSpec, vec: int, rows: int, stages_default: int) -> dict:
    """Triton warp/block/smem: whole rows (padded to a power of two) as one block of values;
    peeled rows pad their 16-byte-aligned body only, at most cols // vec * vec (bf16 1025: 1024,
    not 2048; notes entry 76)."""
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
    if elems > nw * WARP * TRITON_ROW_ELEMS_PER_THREAD:
        if spec.num_warps is not None and elems <= 32 * WARP * TRITON_ROW_ELEMS_PER_THREAD:
            raise SpecError("num_warps", f"{nw} warps hold {nw * WARP * TRITON_ROW_ELEMS_PER_THREAD} "
                            f"elements in registers, fewer than {rows} row(s) of {block_n}; raise num_warps")
        raise _too_wide(spec, 32 * WARP * TRITON_ROW_ELEMS_PER_THREAD // rows,
                        f"{rows} row(s) padded to a power of two in the registers of at most 32 warps")
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


def _triton_smem(spec: KernelSpec, vec: int) -> dict:
    _reject(spec, "tile", "block_size", "threads_per_row", "rows_per_block")
    # num_stages 1 (default; one program a row, as block): the measured best on the H100
    # (docs/OPTIMIZATION_NOTES.md entry 32); above 1, persistent programs stage that many
    # rows in shared memory ahead of the one they compute
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
    k = spec.cluster_size if spec.cluster_size is not None \
        else _clamp(_next_pow2(_cdiv(row_bytes, 96 * 1024)), 2, MAX_PORTABLE_CLUSTER)
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
    stage = spec.stage if spec.stage is not None else _default_stage(spec, slice_packs, vec)
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
    bs = _block_threads(spec, lambda packs: 256, vec)
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


def _triton_cluster(spec: KernelSpec, vec: int) -> dict:
    raise SpecError("backend", "strategy 'cluster' is CUDA-only (Hopper thread-block clusters); "
                    "use backend 'cuda', or strategy 'online' with Triton")


_CUDA = {"warp": _cuda_warp, "block": _cuda_block, "smem": _cuda_smem, "online": _cuda_online,
         "cluster": _cuda_cluster}
_TRITON = {"warp": _triton_warp, "block": _triton_block, "smem": _triton_smem, "online": _triton_online,
           "cluster": _triton_cluster}


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
