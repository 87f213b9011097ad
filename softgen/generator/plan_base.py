"""What every strategy's launch plan shares: sm_90's limits (registers, shared memory, warps,
clusters), the integer helpers the shapes are sized with, and the checks of the tunables several
strategies take (block sizes, Triton warps, tunables a strategy refuses, widths past a limit).
softgen.generator.plan derives a plan from them; triton_plan and cluster_plan hold the shapes of
Triton's strategies and CUDA's clusters."""
from __future__ import annotations

from softgen.errors import SpecError
from softgen.generator.spec import BACKWARD_OPS, KernelSpec

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
STAGGER_STEP_NS = 100          # LaunchPlan.stagger_step_ns: ns of sleep a cluster id in the first wave
STAGGER_SMS = 132              # an H100's / H200's SMs: the first wave LaunchPlan.stagger_clusters spreads
STAGGER_BACKWARD_SPREAD_NS = 6750   # fp32 backward's stagger: the first wave spread over this many ns
STAGGER_BACKWARD_FROM_COLS = 200000     # ... at rows of this many columns and more (where it was timed)
STAGED_FIRST_SPILLS_AT = 160   # bf16 log_softmax stage 7's block where its staged packs written first spill
MAX_ROW_ELEMS_PER_THREAD = 64  # fp32 values a thread may keep in registers without spilling
TRITON_ROW_ELEMS_PER_THREAD = 32  # Triton keeps more temporaries live: a smaller budget
TRITON_PEELED_ELEMS_PER_THREAD = 32     # default for wide peeled rows (register-capped)


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


def _tensors(spec: KernelSpec) -> int:
    """Row-sized inputs a kernel holds at once: x, or y and dy for a backward op."""
    return 2 if spec.op in BACKWARD_OPS else 1


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


def _block_threads(spec: KernelSpec, default, vec: int) -> int:
    if spec.threads_per_row is not None and spec.block_size is not None \
            and spec.threads_per_row != spec.block_size:
        raise SpecError("threads_per_row", f"strategy {spec.strategy!r} gives a row the whole block: "
                        f"threads_per_row {spec.threads_per_row} != block_size {spec.block_size}; set one")
    if spec.block_size is None and spec.threads_per_row is not None:
        return _check_block_size(spec.threads_per_row, "threads_per_row")
    bs = spec.block_size if spec.block_size is not None else default((spec.cols or 0) // vec)
    return _check_block_size(bs)
