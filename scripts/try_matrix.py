"""Time a few tunable configs of one strategy at many widths (exploration, not a test): a table
of % of copy, widths down and configs across, to find configs that hold up between a tuning
table's widths.  Each kernel is validated first into a NaN-poisoned output (explore.Width);
a config a width rejects shows as "-".  Also writes the table as CSV to $OUT/matrix-<tag>.csv.
A config's `align=N` renders CUDA kernels with their packs aligned to N packs instead of the
plan's rule (LaunchPlan.align_packs); `min_blocks=N` sets the plan's __launch_bounds__ blocks an
SM (LaunchPlan.min_blocks) in place of the plan's own; `regs=N` a Triton kernel's registers a thread
capped at N (LaunchPlan.max_registers, the launcher's maxnreg; 0: uncapped); `cachedmin=N` the row-cache entry's __launch_bounds__ blocks an SM
(LaunchPlan.cached_min_blocks); `bound1=0|1` a backward kernel's __launch_bounds__ with its blocks
bound written even at one (LaunchPlan.one_block_an_sm); `onepointer=0|1` RegisterRow's packs from one pointer with a full-slice path (LaunchPlan.one_pointer_packs); `onemul=0|1` bf16 cluster softmax's
one-multiply write and its second store (LaunchPlan.one_multiply_write); `s7packs=N` cluster stage 7's packs a thread in registers (the plan's 64 elements; the rest of the slice in shared memory); `s8packs=N` backward cluster stage 8's dy packs a thread in registers (y's slice and the rest of dy's copied into shared memory by cp.async: at 0-1, quack's backward); `stagger=NS`, `staggerspan=N` the first N clusters of a CUDA cluster kernel (forward or backward) sleep cluster id x NS ns first (LaunchPlan.stagger_step_ns); `writelast=0|1` cluster stage 7 writes its shared-memory packs after its registers' (LaunchPlan.staged_write_last); `stagedfirst=0|1` cluster stage 7 sums its shared-memory packs (which land first) against their own max while its registers' packs are in flight (LaunchPlan.staged_sum_first); `s2warps=1` cluster stage
2's block in whole warps, not a power of two (cluster_plan._stage2_threads); `pair=0|1` the 16-bit pair read
(LaunchPlan.pair_elements); `ahead=N` CUDA online's L2 prefetch N tiles ahead of pass 1
(LaunchPlan.l2_prefetch, 0 for none); `fold=0|1` the folded exponent (LaunchPlan.fold_exp);
`packs=1` CUDA online's pass 1 on packs, its max from them (LaunchPlan.pack_tiles);
`splitrows=0|1` CUDA online's split entry (LaunchPlan.split_rows); `split=K` its chunks a row
(the launcher's SPLIT_CHUNKS; 0: its rule); `splitfrom=KB` the row size from which it runs
(SPLIT_FROM_BYTES); `splitwaves=KB` the row size from which it runs in the held entry's place where
that would take more than two waves (SPLIT_WAVES_FROM_BYTES; 0: never); `splitper=N` its blocks an SM (LaunchPlan.split_per_sm); `chunk=KB` its
chunk size (SPLIT_CHUNK_BYTES);
`splitheld=N` its tiles in registers (LaunchPlan.split_held); `splitblock=N` its threads a block
(program) (LaunchPlan.split_block); `next=N` CUDA online's held entry asks L2 for N tiles
of a block's next row as it starts writing a row (LaunchPlan.next_row_prefetch);
`heldpacks=1` the held and split entries' pass 1 on packs at any shape (LaunchPlan.held_packs);
`held=N` CUDA online's held entry with N tiles in registers (LaunchPlan.held_tiles, 0 for none);
`shares=N` CUDA online's row cache in N shares of an SM's shared memory, N blocks an SM (the
launcher's _cache_bytes; 0: the plain kernel); `grid=N` at most N blocks a launch (the launcher's
MAX_GRID: a kernel that strides over rows takes the rest in turn); `short_wave=P` CUDA online's held
entry spreads its rows evenly over the waves where the last is at most P% full (the launcher's
SHORT_WAVE; 0: never; also Triton online's gluon kernel); `gluon=W-C-H[-P[-G]]` Triton online's gluon kernel at W
warps, C cached tiles and H elements a thread held in registers, P programs an SM and G 16-byte
groups a thread a tile (default 1 and 2; the launcher's _gluon_shape);
`gahead=N` the gluon kernel's thread 0 asks L2 for the tile N tiles
ahead of pass 1 (the launcher's GLUON_AHEAD; 0: none); `gnext=N` it asks L2 for the first N tiles
of the row it (or the SM) takes next as it starts writing a row (GLUON_NEXT); `gstreamed=N` the
one-program gluon kernel's cache at least N full tiles short of the row (GLUON_STREAMED),
`gsplitstreamed=N` the split's (SPLIT_STREAMED); `oneblock=KB` CUDA
online's held entry from rows of KB whatever L2 holds (ONE_BLOCK_FROM_BYTES; 0: never); `heldfrom=KB`
the held entry only from rows of KB (HELD_FROM_BYTES); `gsplitheld=N` Triton online's split chunks
holding N elements a thread in registers (the launcher's SPLIT_HELD); `gshare=N`, `gsharewarps=W`, `gsharefrom=KB`,
`gshareto=KB` the gluon kernel at N programs an SM of W warps on rows from / under KB (the
launcher's SHARED_PER_SM, SHARED_WARPS, SHARED_FROM_BYTES, SHARED_TO_BYTES; gsharefrom=0: never);
`gluonfrom=KB` the one-program gluon kernel from rows of KB (the launcher's GLUON_FROM_BYTES); `gsmemwarps=W`,
`gsmemregs=R`, `gsmemoverlap=0/1`, `gsmemfull=0/1` Triton smem's gluon kernel at W warps, at most R
registers a thread, its max pass waiting tile by tile, its full tiles unmasked (SMEM_WARPS,
SMEM_REGISTERS, SMEM_OVERLAP, SMEM_FULL_TILES); `baseline=NAME` the same op, strategy, dtype and backend rendered into baseline/NAME by an earlier
commit (`softgen emit --out baseline/NAME` run in a worktree of it), imported from its file (the
module of the line's width where NAME holds several);
`unroll=N` the packs of each tensor a thread has in flight (the plan's tile, as block_size x vec
x N; CUDA cluster / smem / online); `backend=triton` the
Triton kernel (default CUDA).  A config `peer=NAME` times a peer (torch, liger, quack) in the
same run, allocating its output (y = f(x)); `alloc=1` times softgen's kernel that way too (y =
f(x), not f(x, out=y): where the output lies moves a kernel by up to a point, notes entry 135); `strategy=auto` what auto serves (either backend; with `backend=cuda`, what it serves
`backend="cuda"` and small calls); `table=NAME` auto reading baseline/NAME.json as the GPU's tuned table (default: the
table auto reads without it); `chooser=NAME` auto choosing through baseline/NAME.py, softgen/auto.py
of an earlier commit (`git show REV:softgen/auto.py > baseline/NAME.py`), on the same table; `policy=N` a
cluster launcher's scheduling policy (0 default, 1 spread, 2 load-balancing, the launchers');
`smem=N` a CUDA launcher's dynamic shared memory a block at N bytes (at most 48 KB; its SMEM_BYTES),
which moves the SM's shared-memory carve-out and the clusters a GPU holds at once.
A width NxM runs N columns over M rows (default 2^26 / N). REPEAT=N in the environment times every config N times, interleaved (the copy re-timed each
round), and shows their median and the runs; TRAIN=N times trains of N back-to-back calls (explore.bench).

    python scripts/try_matrix.py op=softmax fp32 cluster 37000,55000,90001 "" stage=1,cluster_size=16,exchange=2
"""
import dataclasses
import importlib.util
import os
import pathlib
import statistics
import sys

import softgen
import softgen.auto as auto
import softgen.generator.cluster_plan as cluster_plan
import softgen.generator.plan as plan
import softgen.runtime.loader as loader
from explore import Width, baseline_path, module_from_file, tunables as parse_tunables
from softgen.bench.peers import peer
from softgen.generator.plan_base import _cdiv, _clamp, _tight_threads

OVERRIDES = ("align", "min_blocks", "regs", "pair", "unroll", "ahead", "fold", "packs", "held", "splitrows", "heldpacks", "splitper", "splitheld", "splitblock", "next", "cachedmin", "bound1", "onemul", "onepointer", "s2warps", "s7packs", "stagger", "staggerspan", "writelast", "stagedfirst", "s8packs")   # plan fields a config forces
POLICY = "CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING"    # a cluster launcher's placement: policy=N
shipped_align = cluster_plan._cluster_align
forced = {}
cluster_plan._cluster_align = lambda spec, vec: forced.get("align") or shipped_align(spec, vec)
shipped_stage2_threads = cluster_plan._stage2_threads


def stage2_threads(slice_packs, vec, tensors):
    """s2warps=1: cluster stage 2's block in whole warps (plan_base._tight_threads, about 32 row
    elements a thread, at least 128) in place of a power of two, TWO_BLOCK_THREADS past 512 as
    shipped"""
    if not forced.get("s2warps"):
        return shipped_stage2_threads(slice_packs, vec, tensors)
    threads = _clamp(_tight_threads(slice_packs, max(1, 32 // (vec * tensors))), 128, 1024)
    two = cluster_plan.TWO_BLOCK_THREADS
    if threads > 512 and _cdiv(slice_packs, two) * vec * tensors <= cluster_plan.TWO_BLOCK_ELEMS:
        return two
    return threads


cluster_plan._stage2_threads = stage2_threads


def forced_plan(spec):
    made = plan.make_plan(spec)
    if forced.get("align") and spec.strategy != "cluster":     # cluster plans take it through _cluster_align
        made = dataclasses.replace(made, align_packs=forced["align"])
    if forced.get("s7packs") and made.stage == 7:      # stage 7's packs a thread in registers, the rest in shared memory
        ppt = forced["s7packs"]
        rest = made.slice_packs - made.block_size * ppt
        if rest <= 0:
            raise plan.SpecError("s7packs", f"{ppt} packs a thread hold the whole slice: use stage 6")
        made = dataclasses.replace(made, packs_per_thread=ppt, tile=made.block_size * made.vec * ppt,
                                   smem_bytes=rest * made.vec * spec.itemsize)
    if forced.get("s8packs") and made.stage == 8:      # backward stage 8's dy packs a thread in registers
        ppt = forced["s8packs"]
        held = made.block_size * ppt
        if held >= made.slice_packs:
            raise plan.SpecError("s8packs", f"{ppt} packs a thread hold dy's whole slice: use stage 4")
        made = dataclasses.replace(made, packs_per_thread=ppt, tile=made.block_size * made.vec * ppt,
                                   smem_bytes=(2 * made.slice_packs - held) * made.vec * spec.itemsize)
    if forced.get("min_blocks"):
        made = dataclasses.replace(made, min_blocks=forced["min_blocks"])
    if forced.get("regs") is not None:       # Triton: registers a thread (the launcher's maxnreg; 0: none)
        made = dataclasses.replace(made, max_registers=forced["regs"])
    if forced.get("packs") is not None:
        made = dataclasses.replace(made, pack_tiles=bool(forced["packs"]))
    if forced.get("fold") is not None:
        made = dataclasses.replace(made, fold_exp=bool(forced["fold"]))
    if forced.get("ahead") is not None:
        made = dataclasses.replace(made, l2_prefetch=forced["ahead"])
    if forced.get("unroll"):
        made = dataclasses.replace(made, tile=made.block_size * made.vec * forced["unroll"])
    return made


loader.make_plan = forced_plan


def force_field(field, key, applies=lambda made: True, cast=lambda value: value, unset=(None,)):
    """LaunchPlan.<field> at the config's `key` (cast) where it is set (not in `unset`) and the
    plan `applies`; else the shipped rule."""
    shipped = getattr(plan.LaunchPlan, field)
    setattr(plan.LaunchPlan, field, property(
        lambda self: cast(forced[key]) if forced.get(key) not in unset and applies(self) else shipped.fget(self)))


force_field("pair_elements", "pair", cast=bool)
force_field("split_rows", "splitrows", lambda made: made.held_tiles, bool)
force_field("held_packs", "heldpacks", lambda made: made.row_cache, bool)
force_field("split_per_sm", "splitper", lambda made: made.split_rows, unset=(None, 0))
force_field("split_held", "splitheld", lambda made: made.split_rows)
force_field("split_block", "splitblock", lambda made: made.split_rows, unset=(None, 0))
force_field("next_row_prefetch", "next", lambda made: made.held_tiles)
force_field("held_tiles", "held", lambda made: made.row_cache)
force_field("cached_min_blocks", "cachedmin", lambda made: made.row_cache, unset=(None, 0))
force_field("one_block_an_sm", "bound1", cast=bool)
force_field("one_multiply_write", "onemul", cast=bool)
force_field("one_pointer_packs", "onepointer", cast=bool)
for field, key in (("stagger_step_ns", "stagger"), ("stagger_clusters", "staggerspan")):
    force_field(field, key, lambda made: made.backend == "cuda" and made.strategy == "cluster")
force_field("staged_write_last", "writelast", lambda made: made.stage == 7, bool)
force_field("staged_sum_first", "stagedfirst", lambda made: made.stage == 7 and made.strategy == "cluster", bool)


def force_shares(launcher, shares):
    """The online launcher's row cache in `shares` equal shares of an SM's shared memory (None:
    its own rule; the module outlives a config, so every config sets it)."""
    g = launcher.__globals__
    if "_cache_bytes" not in g:
        assert shares is None, "shares=N is for CUDA online forward launchers"
        return
    shipped = g.setdefault("_shipped_cache_bytes", g["_cache_bytes"])

    def cache_bytes(device, n_cols):
        smem_per_sm, reserved, per_block = g["_sm_limits"][device][3:6]
        return min(smem_per_sm // shares - reserved, per_block) // 16 * 16 if shares else 0
    g["_cache_bytes"] = shipped if shares is None else cache_bytes
    g["_row_entries"].clear()


def force_global(launcher, name, value, usage):
    """The launcher module's constant `name` at `value` (None: the launcher's own; set by every
    config, since the module outlives one)."""
    g = launcher.__globals__
    if name not in g:
        assert value is None, usage
        return
    shipped = g.setdefault("_shipped_" + name, g[name])
    g[name] = shipped if value is None else value


def force_gluon(launcher, shape):
    """Triton online's gluon kernel at `shape` "W-C-H", "W-C-H-P" or "W-C-H-P-G" (warps, cached
    tiles, held elements a thread, programs an SM: P > 1 launches a program a row, default 1;
    16-byte groups a thread a tile, default 2 as the launcher's; None: the launcher's own; set by
    every config)."""
    g = launcher.__globals__
    if "_gluon_shape" not in g or "GLUON_FROM_BYTES" not in g:
        assert shape is None, "gluon=W-C-H is for Triton online forward launchers"
        return
    shipped = g.setdefault("_shipped_gluon_shape", g["_gluon_shape"])
    if shape is None:
        g["_gluon_shape"] = shipped
        return
    warps, cached, held, per_sm, groups = (list(map(int, shape.split("-"))) + [1, 2])[:5]
    tile, held_elements = g["_group_tile"](warps) * groups // 2, held * warps * 32

    def gluon_shape(device, n_cols):
        if n_cols - 2 * g["PACK"] < held_elements + (cached + g.get("GLUON_STREAMED", 1)) * tile:
            raise softgen.SoftgenError(f"gluon={shape} does not fit rows of {n_cols}")
        return tile, cached, held_elements, warps, g["GLUON_AHEAD"], per_sm
    g["_gluon_shape"] = gluon_shape


args = sys.argv[1:]
op = args.pop(0)[3:] if args[0].startswith("op=") else "softmax"
# a width N, or NxM: N columns over M rows (default 2^26 / N)
shapes = [tuple(map(int, c.split("x"))) if "x" in c else (int(c), None) for c in args[2].split(",")]
dtype, strategy, configs = args[0], args[1], args[3:] or [""]
baselines = {}                        # path -> the module imported from it
REPEAT = int(os.environ.get("REPEAT", "1"))   # REPEAT=N: N interleaved runs, their median


_table = [None]                       # the table=NAME auto reads now (None: the GPU's own)
_own_table_path = auto.tuned_table_path


def use_table(name):
    """auto reads baseline/NAME.json in place of this GPU's tuned table (None: its own).  Where
    auto looks is redirected, not the tuned table's file overwritten, so nothing outlives the
    run (a file written over had stayed for the next run: rounds a-b and f of the forty-seventh
    session compared a table with itself)."""
    if name == _table[0]:
        return
    path = pathlib.Path("baseline", f"{name}.json").resolve() if name else None
    if path is not None and not path.exists():
        raise FileNotFoundError(f"table={name}: no {path}")
    _table[0] = name
    auto.tuned_table_path = _own_table_path if path is None else (lambda device_name: path)
    auto.forget_tables()


_own_choose = auto._choose
choosers = {}                         # NAME -> baseline/NAME.py imported (chooser=NAME)


def use_chooser(name):
    """strategy=auto chooses through the `_choose` of baseline/NAME.py, softgen/auto.py as an
    earlier commit has it (`git show REV:softgen/auto.py > baseline/NAME.py`), reading the same
    table (None: this checkout's auto)."""
    if name and name not in choosers:
        spec = importlib.util.spec_from_file_location(f"softgen.auto_{name}", pathlib.Path("baseline", f"{name}.py"))
        choosers[name] = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = choosers[name]      # its dataclasses look their module up
        spec.loader.exec_module(choosers[name])
    auto._choose = choosers[name]._choose if name else _own_choose


def measure(w, cols, c):
    """% of copy of config c at this width, or a marker: "-" (rejected), "fail" (a peer raised)."""
    tunables = parse_tunables(c)
    for name in OVERRIDES:
        forced[name] = tunables.pop(name, None)
    asked = tunables.pop("backend", None)     # strategy=auto: both unless asked
    backend = asked or "cuda"
    allocating = bool(tunables.pop("alloc", 0))   # alloc=1: y = f(x), timed as the peers are
    policy = tunables.pop("policy", None)    # cluster placement: 0 default, 1 spread, 2 load-balancing
    shares = tunables.pop("shares", None)
    blocks = tunables.pop("grid", None)
    smem = tunables.pop("smem", None)
    short_wave = tunables.pop("short_wave", None)
    gluon = tunables.pop("gluon", None)
    gluon_ahead = tunables.pop("gahead", None)
    gluon_next = tunables.pop("gnext", None)
    streamed = tunables.pop("gstreamed", None)
    split_streamed = tunables.pop("gsplitstreamed", None)
    one_block = tunables.pop("oneblock", None)
    held_from = tunables.pop("heldfrom", None)
    smem_gluon = {"SMEM_WARPS": tunables.pop("gsmemwarps", None), "SMEM_REGISTERS": tunables.pop("gsmemregs", None),
                  "SMEM_OVERLAP": tunables.pop("gsmemoverlap", None), "SMEM_FULL_TILES": tunables.pop("gsmemfull", None)}
    split_held = tunables.pop("gsplitheld", None)
    chunks = tunables.pop("split", None)
    split_from = tunables.pop("splitfrom", None)
    split_waves = tunables.pop("splitwaves", None)
    chunk = tunables.pop("chunk", None)
    shared = {"SHARED_PER_SM": tunables.pop("gshare", None), "SHARED_WARPS": tunables.pop("gsharewarps", None)}
    for name, key in (("SHARED_FROM_BYTES", "gsharefrom"), ("SHARED_TO_BYTES", "gshareto"), ("GLUON_FROM_BYTES", "gluonfrom")):
        shared[name] = None if key not in tunables else tunables.pop(key) * 1024
    use_table(tunables.pop("table", None))
    use_chooser(tunables.pop("chooser", None))
    loader._by_spec.clear()           # launchers are cached by spec: render this one again
    if "peer" in c:                   # peer=NAME: another library's kernel (bench/peers.py)
        fn, why = peer(c.split("=")[1], op)
        try:
            return w.pct(fn, f"{cols} {c}", writes_out=False) if fn else "-"
        except Exception as exc:      # quack asserts on rows not a multiple of 16 bytes
            print(f"  {cols} {c}: {type(exc).__name__}: {str(exc)[:120]}")
            return "fail"
    if "baseline" in tunables:        # baseline=NAME: an earlier commit's module (try_baseline.py)
        path = baseline_path(tunables["baseline"], op, tunables.get("strategy", strategy), dtype, backend, cols)
        if path not in baselines:
            baselines[path] = module_from_file(path)
        return w.pct(getattr(baselines[path], op), f"{cols} {c}")
    try:
        how = tunables.pop("strategy", strategy)      # strategy=auto: what auto serves (the table)
        f = softgen.load(op=op, strategy=how, cols=cols, dtype=dtype,
                         backend=(asked or "both") if how == "auto" else backend, **tunables)
        if policy is not None:      # set before the first call, which sets the attribute
            assert POLICY in f.__globals__, "policy=N is for cluster launchers"
            f.__globals__[POLICY] = policy
        force_shares(f, shares)
        force_global(f, "MAX_GRID", blocks, "grid=N is for softgen's launchers")
        force_global(f, "SMEM_BYTES", smem, "smem=N is for CUDA launchers")
        force_global(f, "SHORT_WAVE", None if short_wave is None else float(short_wave) / 100,
                     "short_wave=P is for online forward launchers with a held or gluon kernel")
        force_global(f, "GLUON_STREAMED", streamed, "gstreamed=N is for Triton online forward launchers")
        force_global(f, "SPLIT_STREAMED", split_streamed, "gsplitstreamed=N is for Triton online forward launchers")
        force_gluon(f, gluon)
        force_global(f, "SPLIT_CHUNKS", chunks, "split=K is for online launchers that split rows")
        force_global(f, "SPLIT_FROM_BYTES", None if split_from is None else split_from * 1024,
                     "splitfrom=KB is for online launchers that split rows")
        force_global(f, "SPLIT_WAVES_FROM_BYTES", None if split_waves is None else split_waves * 1024,
                     "splitwaves=KB is for CUDA online launchers with held and split entries")
        force_global(f, "SPLIT_CHUNK_BYTES", None if chunk is None else chunk * 1024,
                     "chunk=KB is for online launchers that split rows")
        force_global(f, "GLUON_AHEAD", gluon_ahead, "gahead=N is for Triton online forward launchers")
        force_global(f, "GLUON_NEXT", gluon_next, "gnext=N is for Triton online forward launchers")
        force_global(f, "ONE_BLOCK_FROM_BYTES", None if one_block is None else one_block * 1024,
                     "oneblock=KB is for CUDA online launchers with a held entry")
        force_global(f, "SPLIT_HELD", split_held, "gsplitheld=N is for Triton online forward launchers")
        force_global(f, "HELD_FROM_BYTES", None if held_from is None else held_from * 1024,
                     "heldfrom=KB is for CUDA online launchers with a held entry")
        for name, value in smem_gluon.items():
            force_global(f, name, value, "gsmemwarps=W, gsmemregs=R, gsmemoverlap=1, gsmemfull=1 are for Triton smem launchers")
        if "SMEM_WARPS" in f.__globals__:
            f.__globals__["_gluon_shapes"].clear()      # its shape follows SMEM_WARPS and SMEM_FULL_TILES
        if "_row_entries" in f.__globals__:
            f.__globals__["_row_entries"].clear()       # entries follow ONE_BLOCK_ / HELD_FROM_BYTES
        for name, value in shared.items():
            force_global(f, name, value, "gshare*=N is for Triton online forward launchers")
        if "GLUON_AHEAD" in f.__globals__:
            f.__globals__["_gluon_shapes"].clear()      # shapes carry the tiles ahead
        return w.pct(f, f"{cols} {c}", writes_out=not allocating)
    except softgen.SoftgenError as exc:
        print(f"  {cols} {c}: {type(exc).__name__}: {str(exc)[:200]}")
        return "-"


def summary(runs):
    """A config's cell: its median over the runs, or its marker."""
    if any(isinstance(r, str) for r in runs):
        return f"{runs[0]:>6}"
    return f"{statistics.median(runs):6.1f}"


rows = []
print(f"{op} {dtype} {strategy}: % of copy" + (f", median of {REPEAT} interleaved runs" if REPEAT > 1 else ""),
      flush=True)
for i, c in enumerate(configs):
    print(f"  c{i}: {c or 'default'}")
print(f"{'cols':>7} " + " ".join(f"{'c%d' % i:>6}" for i in range(len(configs))), flush=True)
for cols, n_rows in shapes:
    w = Width(dtype, cols, op, n_rows)
    runs = [[] for _ in configs]
    for rep in range(REPEAT):
        if rep:                       # the copy re-timed each run, as compare does
            w.retime_copy()
        for i, c in enumerate(configs):
            runs[i].append(measure(w, cols, c))
    row = [summary(r) for r in runs]
    label = f"{cols}x{n_rows}" if n_rows else str(cols)
    rows.append((label, row))
    print(f"{label:>7} " + " ".join(row) + f"   copy {w.copy_gbps:.0f} GB/s", flush=True)
    if REPEAT > 1:
        print("   runs " + "  ".join("/".join(f"{x:.1f}" if not isinstance(x, str) else x for x in r)
                                      for r in runs), flush=True)
    del w
tag = f"{op}-{dtype}-{strategy}"
with open(os.path.join(os.environ.get("OUT", "."), f"matrix-{tag}.csv"), "w") as out:
    out.write("cols," + ",".join(f'"{c}"' for c in configs) + "\n")
    for cols, row in rows:
        out.write(f"{cols}," + ",".join(x.strip() for x in row) + "\n")
