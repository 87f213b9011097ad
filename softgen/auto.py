"""strategy "auto": pick strategy, backend and tunables for (device, dtype, width).

The choice comes from a tuning table, measured by `softgen tune` on the present GPU
(stored in the cache directory) or shipped with softgen (H100, H200),
and falls back to a heuristic by row size where no table covers the device.
"""
from __future__ import annotations

import dataclasses
import functools
import json
import math
import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from softgen.errors import SoftgenError
from softgen.generator.spec import BACKWARD_OPS, KernelSpec, TUNABLES

H100 = "NVIDIA H100 80GB HBM3"        # the devices the shipped tables were timed on
H200 = "NVIDIA H200"                  # its own entries at the sweep's widths, the H100's between (notes entry 154)
SHIPPED = {H100: "h100.json", H200: "h200.json"}
BACKEND_NAMES = {"cuda": "CUDA", "triton": "Triton"}


@dataclass(frozen=True)
class Choice:
    spec: KernelSpec
    reason: str
    expected_gbps: float | None = None
    expected_pct_copy: float | None = None


def device_slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def tuned_table_path(device_name: str) -> Path:
    from softgen.runtime.cache import cache_root
    return cache_root() / f"tuning-{device_slug(device_name)}.json"


# Each op's table groups, in the order auto reads them: its own timings, then those of the op
# whose kernels run the same passes.  The ops' kernels differ (log_softmax_backward: exp(y) in
# the write; bf16 ran 60-88% of copy in softmax_backward's configs at 17000-262144, notes
# entry 97), so each is timed on its own where it can be.
TABLE_GROUPS = {"softmax": ("entries",), "log_softmax": ("log_softmax", "entries"),
                "softmax_backward": ("backward",), "log_softmax_backward": ("log_softmax_backward", "backward")}
GROUP_OP = {groups[0]: op for op, groups in TABLE_GROUPS.items()}     # whose timings a group holds
GROUPS = tuple(GROUP_OP)


def table_group(op: str) -> str:
    """Key of a tuning table's entries for op (where `softgen tune --op` writes them)."""
    return TABLE_GROUPS[op][0]


def table_entries(table: dict, op: str, dtype: str) -> tuple[str, list[dict]]:
    """(the op whose timings they are, op's entries for dtype): timed_entries without the dtype."""
    timed_op, _, entries = timed_entries(table, op, dtype)
    return timed_op, entries


def timed_entries(table: dict, op: str, dtype: str) -> tuple[str, str, list[dict]]:
    """(the op and dtype whose timings they are, op's entries for dtype): from its first group
    that has entries for dtype, or for bf16 where dtype is fp16 (the 16-bit kernels are alike),
    else from the next group."""
    for group in TABLE_GROUPS[op]:
        for key in (dtype, "bf16" if dtype == "fp16" else None):
            entries = table.get(group, {}).get(key or "", [])
            if entries:
                return GROUP_OP[group], key, entries
    return op, dtype, []


@functools.lru_cache(maxsize=None)
def load_table(device_name: str | None) -> tuple[dict | None, str]:
    """(table, where it came from) for a device; a table tuned here wins over a shipped one."""
    if device_name:
        path = tuned_table_path(device_name)
        if path.exists():
            try:
                return json.loads(path.read_text()), f"tuned table {path}"
            except ValueError:
                pass
    name = SHIPPED.get(device_name) if device_name else SHIPPED[H100]
    if name is None:
        return None, ""
    try:
        text = resources.files("softgen.tuning").joinpath(name).read_text()
    except OSError:
        return None, ""
    return json.loads(text), f"shipped table {name}"


def forget_tables() -> None:
    """Drop cached tables and choices (after `softgen tune` wrote a new table)."""
    load_table.cache_clear()
    _choose.cache_clear()


def _current_device() -> tuple[str | None, tuple[int, int] | None]:
    try:
        import torch
        if torch.cuda.is_available():
            return torch.cuda.get_device_name(), torch.cuda.get_device_capability()
    except ImportError:
        pass
    return None, None


def _allowed(backend: str, wanted: str) -> bool:
    return wanted == "both" or backend == wanted


def choose(spec: KernelSpec, device_name: str | None = None, capability=None) -> Choice:
    """Resolve an auto spec to a concrete one (other specs are returned as they are)."""
    if device_name is None and capability is None:
        device_name, capability = _current_device()
    return _choose(spec, device_name, None if capability is None else tuple(capability))


@functools.lru_cache(maxsize=4096)
def _choose(spec: KernelSpec, device_name: str | None, capability) -> Choice:
    from softgen.generator.plan import make_plan
    if spec.strategy != "auto":
        return Choice(spec, "strategy given explicitly")
    if spec.cols is None:
        raise SoftgenError("cols: strategy 'auto' chooses by width: give cols")
    table, source = load_table(device_name)
    timed_op, timed_dtype, entries = timed_entries(table or {}, spec.op, spec.dtype)
    other = [what for what, own in ((timed_op, spec.op), (timed_dtype, spec.dtype)) if what != own]
    timed_as = f", timed as {' '.join(other)}" if other else ""
    # A width holds at most an entry a backend.  A CUDA entry beside a Triton one (its "twin", the
    # fastest CUDA kernel there: tune.table_from) serves only backend "cuda" and small calls
    # (torch_ops.SMALL_CALL_BYTES), in place of the next CUDA entry's config (H100, notes entry
    # 139: fp32 log_softmax 200 88.8% of copy, softmax 879 95.5); auto's pick there is the Triton one.
    # An entry that says "backend_only" serves only calls that ask for its backend: the fastest
    # Triton kernel beside a CUDA pick, for backend "triton" (H200, notes entry 167: Triton
    # online carried from 1000-1024 to bf16 softmax 136 ran 23% of copy, Triton warp 102).
    # Another backend's go before _nearest_first looks for the nearest: left in, they narrow
    # which entries count as about as near as it (15 widths of backend "both" on the H200 table
    # moved, fp32 softmax 608 Triton smem -> CUDA block); nor do they make a CUDA entry a twin.
    entries_for_backend = [e for e in entries if not e.get("backend_only") or e["backend"] == spec.backend]
    triton_widths = {e["cols"] for e in entries_for_backend if e["backend"] == "triton"}
    alignment_bound = tuple((table or {}).get("alignment_bound", ()))
    narrow_bound = int((table or {}).get("alignment_bound_under", 0))
    warps_bound = bool((table or {}).get("warps_bound"))
    for entry in _nearest_first(entries_for_backend, spec):
        if not _allowed(entry["backend"], spec.backend):
            continue
        twin = entry["backend"] == "cuda" and entry["cols"] in triton_widths
        if twin and spec.backend == "both":
            continue
        fields = {k: v for k, v in entry.get("tunables", {}).items() if k in TUNABLES}
        candidate = KernelSpec(strategy=entry["strategy"], cols=spec.cols, dtype=spec.dtype,
                               backend=entry["backend"], op=spec.op, **fields)
        try:
            plan = make_plan(candidate)
            candidate, plan, relaned = _flat_lanes_here(entry, candidate, plan)
        except SoftgenError:
            continue
        if not _carries(entry, candidate, plan, alignment_bound, warps_bound, narrow_bound):
            continue
        what = ("fastest CUDA kernel" if twin else
                f"fastest {BACKEND_NAMES[entry['backend']]} kernel" if entry.get("backend_only") else "fastest")
        also = ("; backend 'both' takes the Triton entry there" if twin else "") + relaned
        # an entry carried from another GPU's table: its % of copy speaks for this one, its GB/s not
        elsewhere = entry.get("timed_on")
        where = f", timed on {elsewhere}" if elsewhere else ""
        return Choice(candidate, f"{source}: {what} at width {entry['cols']} "
                      f"({entry['pct_copy']:.0f}% of copy{timed_as}{where}{also})",
                      None if elsewhere else entry.get("gbps"), entry.get("pct_copy"))
    why = (f"no entry of {source} serves this width" if entries else
           f"{source} has no {spec.op} entries for {spec.dtype}" if table else "no tuning table for this device")
    return Choice(heuristic(spec, capability), f"heuristic by row size ({why})")


def _carries(entry: dict, candidate: KernelSpec, plan, alignment_bound=(), warps_bound=False,
             narrow_bound=0) -> bool:
    """Whether an entry's timing speaks for its config at the candidate's width.  Triton warp /
    block / smem kernels hold a row padded to a power of two, and one padded to another power
    than the entry's is another kernel, half its lanes idle past a power of two: backward (H100,
    scripts/round_twentyfourth_a.sh: fp16 softmax_backward Triton block 103% of copy at 8192,
    81-92 at 8200-9312, where CUDA runs 103-106; warp 103 at 512, 91-98 at 520-632; notes entry
    98) and forward (bf16 smem 100% at 1024, 93-94 at 1101-1267 padded to 2048; notes entry
    106).  Likewise a cluster backward stage 4 entry that held all of dy's slice in registers
    does not speak for a width where the slice outgrows them and part of dy is read twice
    (bf16 softmax_backward, 524288's entry 95.7% of copy, 73-76 at 528000-535000 where stage 3
    runs 86-87.5; notes entry 112).  And for the backends a table names in "alignment_bound"
    (alignment_bound here), an entry timed at a row of one 16-byte alignment does not speak for
    a row of the other: a Triton kernel is compiled for its width, and a row of a multiple of 16
    bytes runs another code path than any other (peeled into a head, a 16-byte-aligned body and
    a tail, triton_plan._peels; a warp row under 512 element by element) (H200, notes entry 155: bf16
    log_softmax_backward warp 107% of copy at 232, 45-49 at 231-251 where CUDA's warp runs
    105-107; 86 widths where the rule moves the pick, mean +6.5 points).  Band-tuned tables
    (the H100's) timed their entries at the band edges instead, and leave it out.  A table's
    "alignment_bound_under" (narrow_bound here) holds every entry narrower than it to its
    alignment, either backend's: in a row that short the edges weigh as much as the lanes (H200,
    notes entry 165: bf16 softmax CUDA warp at 8 lanes a row 73% of copy at 40, 72 at 45; at its
    own lanes 88 at 40, 48 at 45).  For tables
    that say "warps_bound" (warps_bound here), a cluster stage 6 entry does not speak for a width
    where its kernel runs fewer blocks an SM than at the entry's own: the slice's exps held in
    registers, a block size fixed by the entry takes more packs a thread there and more registers
    (H200, notes entry 157, round seventyfourth b: 16-bit softmax x 12 at 151285 80-81% of copy
    from 150001's entry, 4 -> 3 blocks, where x 16 runs 86; 12 of 21 runs it moves gain 1.6-6.8).
    A count of packs a thread as the bound lost as much as it gained (round a: stages 2 and 4 held
    more packs at no cost, backward 98542 102 -> 89).  A flat entry (any table's) serves rows of its
    own alignment only: rows of a multiple of 16 bytes load whole packs row by row, where flat ran
    below warp (H200, notes entry 177, round b: bf16 softmax 256 / 512 91 / 95 against 99 / 98);
    where its lanes a row would read shared memory with more bank conflicts, it carries with
    flat's own lanes for the width (_flat_lanes_here).  Past ONLINE_PEEL_BOUND_BYTES a row, a
    Triton online entry on one side of the 16-element line, or of a power of two, does not speak
    for a width on the other (_peels_apart)."""
    bound = candidate.backend in alignment_bound or entry["cols"] < narrow_bound or plan.strategy == "flat"
    if bound and not _aligned_alike(entry["cols"], candidate):
        return False
    if candidate.backend in alignment_bound and _peels_apart(entry["cols"], candidate, plan):
        return False
    held = warps_bound and plan.strategy == "cluster" and plan.stage == 6
    if not plan.block_n and not plan.streams_dy_rest and not held:
        return True
    timed = _timed_plan(entry, candidate)
    if timed is None:
        return False
    if held and plan.min_blocks < timed.min_blocks:
        return False
    return plan.row_span == timed.row_span and plan.streams_dy_rest <= timed.streams_dy_rest


ONLINE_PEEL_BOUND_BYTES = 2048      # rows longer than this: _peels_apart


def _peels_apart(cols: int, candidate: KernelSpec, plan) -> bool:
    """Whether an entry at cols is another Triton online kernel at the candidate's width, for rows
    over ONLINE_PEEL_BOUND_BYTES.  Its launcher peels a head and a tail off rows not a multiple of
    16 elements (Triton knows an integer as a multiple of 16 or not), and its tiles follow the
    row's power of two, so two widths of 16-byte rows on either side of the 16-element line, or
    padded to different powers of two, run different kernels (H200, notes entry 193, entry's kernel
    -> the next entry's: round hundredtenth b, bf16 softmax 1032 from 1024 67.6 -> 100.1, fp32
    softmax 4120 from 4096 92.5 -> 99.8, softmax_backward 4052 89.2 -> 99.9, log_softmax 8188 from
    8192 97.3 -> 100.9, rows of 3.6-4 KB level; round c, fp32 softmax 4112 / 4128 from 4096
    92.4 / 92.4 on the same side, CUDA 97.3 / 97.5).  In shorter rows the line lost (round a,
    fp32 softmax 400 103.3 -> 101.2, fp16 log_softmax 960 103.6 -> 101.3)."""
    from softgen.generator.plan_base import _next_pow2
    if plan.strategy != "online" or candidate.backend != "triton" \
            or candidate.cols * candidate.itemsize <= ONLINE_PEEL_BOUND_BYTES:
        return False
    return (cols % 16 == 0) != (candidate.cols % 16 == 0) or _next_pow2(cols) != _next_pow2(candidate.cols)


def _flat_lanes_here(entry: dict, candidate: KernelSpec, plan):
    """(spec, plan, note) of an entry at the candidate's width: a flat entry reading its rows
    element by element whose lanes a row would read shared memory with more bank conflicts here
    (_flat_reads_alike) takes flat's own lanes for this width (flat_plan._default_lanes) in their
    place, its threads kept; the note says so for the choice's reason."""
    from softgen.generator.plan import make_plan
    if plan.strategy != "flat" or plan.row_packs or _flat_reads_alike(entry["cols"], plan):
        return candidate, plan, ""      # (rows taken as packs read whole packs, not elements)
    lanes = make_plan(dataclasses.replace(candidate, threads_per_row=None, rows_per_block=None)).threads_per_row
    if lanes == plan.threads_per_row:       # flat's rule takes them here too
        return candidate, plan, ""
    relaned = dataclasses.replace(candidate, threads_per_row=lanes, rows_per_block=None)
    return relaned, make_plan(relaned), (f"; {lanes} lanes a row (flat's rule) for the entry's "
                                         f"{plan.threads_per_row}, whose reads of shared memory conflict here")


def _flat_reads_alike(cols: int, plan) -> bool:
    """Whether a flat plan's lanes a row read its rows in shared memory with few bank conflicts
    (under flat_plan.FLAT_MOST_WAYS), or no more than at cols, the width its entry timed: rows
    of a width near a multiple of 128 bytes start on the same banks (H200, notes entry 177,
    round e: bf16 log_softmax 65 on 67's 4 lanes a row, 4.8 ways, 67% of copy; 67 2.0 ways, 98.5)."""
    from softgen.generator.flat_plan import FLAT_MOST_WAYS, FLAT_NEAR_WAYS, _bank_ways
    lanes, itemsize = plan.threads_per_row, plan.spec.itemsize
    ways = _bank_ways(plan.cols, lanes, itemsize)
    return ways < FLAT_MOST_WAYS or ways <= _bank_ways(cols, lanes, itemsize) + FLAT_NEAR_WAYS


def _timed_plan(entry: dict, candidate: KernelSpec):
    """The plan of the kernel an entry timed (its config at its own width), None if none."""
    from softgen.generator.plan import make_plan
    try:
        return make_plan(dataclasses.replace(candidate, cols=entry["cols"]))
    except SoftgenError:
        return None


def _aligned_alike(cols: int, spec: KernelSpec) -> bool:
    """Whether rows of cols and of the spec's width are both, or both not, a multiple of 16 bytes."""
    vec = 16 // spec.itemsize              # elements in 16 bytes
    return (cols % vec == 0) == (spec.cols % vec == 0)


SAME_WIDTH = 0.01      # entries this close (log scale) to the nearest are about as near as it


def _nearest_first(entries: list[dict], spec: KernelSpec) -> list[dict]:
    """Table entries by nearness to the spec's width (log scale), configs valid at this width
    only.  Among those about as near as the nearest, those of the spec's 16-byte alignment
    first: a row not a multiple of 16 bytes runs peeled, so an odd width is better served by an
    odd one's timing (H100, notes entry 87: fp32 262143 from 262144's entry 91% of copy, from its
    own 97; bf16 32767 94 / 97) and an aligned width by an aligned one's."""
    if not entries:
        return []

    def distance(e):
        return abs(math.log(e["cols"] / spec.cols))
    nearest = min(map(distance, entries))

    def key(e):
        far = distance(e) > nearest + SAME_WIDTH
        # alignment ranks only the nearest: past them (where their configs are invalid at this
        # width) the next nearest serves (H100 bf16 backward 8608: 8192's block 256 invalid,
        # 16384's config 88-92% of copy, 10500's 98-104 at 9408-14000; notes entry 97)
        return far, not far and not _aligned_alike(e["cols"], spec), distance(e)
    return sorted(entries, key=key)


# Widest rows the heuristic gives each register strategy (backward holds y and dy).
FORWARD_CAPS = {"warp": 1024, "block": 16384}
FLAT_CAP = 128       # and the widest rows not a multiple of 16 bytes it gives flat
# backward rows under this many bytes not a multiple of 16 (H200, notes entry 179, rounds a-b: flat
# 101-106% of copy at 16-bit 9-93 and fp32 9-45 where auto ran 29-100; warp leads from bf16 111,
# 222 bytes, and fp32 63, 252 bytes: 103-105 against flat's 99-102)
FLAT_BACKWARD_CAP_BYTES = 192
BACKWARD_CAPS = {"warp": 1024, "block": 8192}


def heuristic(spec: KernelSpec, capability=None) -> KernelSpec:
    from softgen.generator.plan import make_plan, max_cols
    backend = "triton" if spec.backend == "triton" else "cuda"
    order = ["warp", "block", "smem"]
    # narrow rows not a multiple of 16 bytes: whole tiles in packs, not each row's edges element by
    # element (H200, notes entry 177, round a: bf16 softmax 9-93, auto 21-91% of copy, flat 88-100;
    # backward FLAT_BACKWARD_CAP_BYTES)
    cap = spec.cols * spec.itemsize < FLAT_BACKWARD_CAP_BYTES if spec.op in BACKWARD_OPS else spec.cols <= FLAT_CAP
    if backend == "cuda" and (capability is None or tuple(capability) >= (8, 0)) \
            and cap and spec.cols * spec.itemsize % 16:
        return dataclasses.replace(spec, strategy="flat", backend=backend)
    if backend == "cuda" and (capability is None or tuple(capability) >= (9, 0)):
        order.append("cluster")
    # register rows up to a few elements per thread, then rows staged in shared memory
    caps = BACKWARD_CAPS if spec.op in BACKWARD_OPS else FORWARD_CAPS
    for strategy in order:
        top = max_cols(strategy, spec.dtype, backend, spec.op)
        if top is None or (top and spec.cols <= min(top, caps.get(strategy, top))):
            chosen = dataclasses.replace(spec, strategy=strategy, backend=backend)
            if make_plan(chosen).gluon_only:    # Triton smem's rows for a GPU's gluon kernel alone
                break                           # (not the interpreter's): online; a table may choose it
            return chosen
    return dataclasses.replace(spec, strategy="online", backend=backend, cols=None)
