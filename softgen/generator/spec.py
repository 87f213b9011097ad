"""The kernel spec: what a user asks for, checked field by field.

A spec names the op, the reduction strategy, the row width, the element type and the
backend, plus optional tunables.  Tunables left as None are derived by the launch plan
(softgen.generator.plan); any of them can be overridden, and the plan refuses overrides
that contradict each other or the strategy's limits.
"""
from __future__ import annotations

import dataclasses
import re
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Iterable, Mapping

from softgen.errors import SpecError

OPS = ("softmax", "log_softmax", "softmax_backward", "log_softmax_backward")
BACKWARD_OPS = ("softmax_backward", "log_softmax_backward")   # (y, dy) -> dx
BACKWARD_STRATEGIES = {"cuda": ("warp", "block", "smem", "online", "cluster", "flat"), "triton": ("warp", "block", "smem", "online")}
STRATEGIES = ("warp", "block", "smem", "online", "cluster", "flat")
STRATEGY_CHOICES = STRATEGIES + ("auto",)   # auto: resolved by softgen.auto per device
ANY_WIDTH = ("online",)   # strategies whose kernels take any row width
MAX_COLS = 2 ** 31 - 1    # widest row: the kernels index a row with 32-bit ints
BACKEND_STRATEGIES = {"cuda": STRATEGIES, "triton": ("warp", "block", "smem", "online")}
DTYPES = {"fp32": 4, "fp16": 2, "bf16": 2}
DTYPE_ALIASES = {
    "float32": "fp32", "float": "fp32", "f32": "fp32",
    "float16": "fp16", "half": "fp16", "f16": "fp16",
    "bfloat16": "bf16",
}
BACKENDS = ("cuda", "triton")
BACKEND_CHOICES = BACKENDS + ("both",)

# Tunables: name -> help.  None means "let the plan derive it".
TUNABLES = {
    "vec": "elements per packed load/store (power of two, at most 16 bytes)",
    "threads_per_row": "threads sharing one row (warp and flat: 1..32 lanes; block strategies: the block)",
    "rows_per_block": "rows handled at once by one block (CUDA warp) or one program (Triton warp); "
                      "flat: rows a tile (a multiple of block_size / threads_per_row)",
    "block_size": "threads per CUDA block (multiple of 32, 32..1024)",
    "tile": "elements per tile of the online strategy (power of two)",
    "num_warps": "Triton warps per program (power of two, 1..32)",
    "num_stages": "Triton software-pipelining depth (1..8)",
    "cluster_size": "thread blocks sharing one row (strategy cluster, 2..16; above 8 non-portable: H100; "
                    "default: forward a block a 22 KB of the row, backward a block a 96 KB, at most 8)",
    "stage": "strategy cluster: 1 keeps each block's slice of the row in shared memory, 2 in "
             "registers, 0 reads it twice (the second time from L2) and takes any width; "
             "backward only: 3 keeps y's slice in shared memory and reads dy's twice, 4 copies y's "
             "slice into shared memory with cp.async and holds dy's in registers (what they cannot "
             "hold is read twice), 8 as 4 with what the registers cannot hold in shared memory "
             "(their share from blocks_per_sm); forward only: 5 "
             "keeps the slice's exps in shared memory (one exp an element), 6 in registers (64 elements "
             "a thread at most; fp32 96 at a given block_size), 7 as 6 "
             "for its first 64 elements a thread and the rest in shared memory (cp.async); default: "
             "forward 6 where the block holds the slice, else 7; backward 1, or 4 where stage 1 fits fewer "
             "than three blocks an SM, 0 where neither fits",
    "async_copy": "CUDA smem and cluster stages 1-2, forward: 1 copies the row into shared memory "
                  "with cp.async (every pack in flight, no registers held), 0 loads it through registers",
    "exchange": "strategy cluster: how the blocks share partials: 0 a block's, then a cluster barrier; "
                "1 a block's, sent onto each receiver's mbarrier; 2 (forward) every warp's, on mbarriers, "
                "with no block reduction",
    "evict_first": "CUDA: 0 (default) stores the output write-back (st.global.wb), 1 evict-first "
                   "(st.global.cs); one store a pack either way",
    "bulk_store": "CUDA cluster stage 6 (forward) or 2 (backward): 1 writes each block's packs to shared "
                  "memory and out in one bulk copy (TMA), 0 (default) stores them from the registers",
    "approx_rcp": "CUDA warp and block, softmax: 1 takes the row's 1 / sum as rcp.approx (one "
                  "instruction, within 1 ulp: the sum is at least 1), 0 (default) as an IEEE division",
    "blocks_per_sm": "CUDA: thread blocks an SM the registers must leave room for (__launch_bounds__' "
                     "second bound; online: its plain kernel, not the row-cache entry): N caps a thread "
                     "at 65536 / (N x block_size) registers, and ptxas spills what does not fit "
                     "(cluster stage 7, and backward 4 and 8 for dy, hold the packs a thread that bound "
                     "leaves room for, the rest of the slice in shared memory; backward 4 reads dy's rest "
                     "twice, and 8 refuses blocks whose shared memory an SM cannot hold); default: the "
                     "plan's rule",
    "row_packs": "CUDA flat, forward ops: 1 takes each row from the tile in shared memory as warp takes it from "
                 "global memory (16-byte packs, its head and tail as scalars), 0 element by element",
    "row_loop": "Triton block and smem: 1 (default) each program strides over the rows in a loop, 0 "
                "one row a program and no loop (element-by-element loads, vec 1, run 2-6 points "
                "faster without it on an H100)",
}
EXCHANGES = ("barrier", "mbarrier", "warps")    # the exchange tunable's values, by number
# The tunables that are 0 or 1, and what each value does
SWITCHES = {"async_copy": "0 (register loads) or 1 (cp.async)",
            "evict_first": "0 (write-back stores) or 1 (evict-first stores)",
            "row_loop": "0 (one row a program) or 1 (programs stride over the rows)",
            "approx_rcp": "0 (IEEE division) or 1 (rcp.approx)",
            "bulk_store": "0 (stores from the registers) or 1 (one bulk copy a block)",
            "row_packs": "0 (the tile's rows element by element) or 1 (as packs)"}


@dataclass(frozen=True)
class KernelSpec:
    """One kernel to generate.  Construct directly, or with `from_mapping`/`load_spec_file`."""

    strategy: str
    cols: int | None = None
    dtype: str = "fp32"
    backend: str = "cuda"
    op: str = "softmax"
    vec: int | None = None
    threads_per_row: int | None = None
    rows_per_block: int | None = None
    block_size: int | None = None
    tile: int | None = None
    num_warps: int | None = None
    num_stages: int | None = None
    cluster_size: int | None = None
    stage: int | None = None
    async_copy: int | None = None
    exchange: int | None = None
    evict_first: int | None = None
    row_loop: int | None = None
    approx_rcp: int | None = None
    bulk_store: int | None = None
    blocks_per_sm: int | None = None
    row_packs: int | None = None

    def __post_init__(self):
        _set = lambda name, value: object.__setattr__(self, name, value)  # noqa: E731
        _set("op", _choice("op", self.op, OPS))
        _set("strategy", _choice("strategy", self.strategy, STRATEGY_CHOICES))
        dtype = self.dtype.lower() if isinstance(self.dtype, str) else self.dtype
        if isinstance(dtype, str):
            dtype = DTYPE_ALIASES.get(dtype, dtype)
        _set("dtype", _choice("dtype", dtype, tuple(DTYPES)))
        _set("backend", _choice("backend", self.backend, BACKEND_CHOICES))
        if self.cols is not None:
            _set("cols", _int("cols", self.cols, lo=1))
            if self.cols > MAX_COLS:
                raise SpecError("cols", f"{self.cols} exceeds {MAX_COLS}, the widest row the kernels "
                                "index (32-bit ints)")
        elif self.strategy not in ANY_WIDTH:
            raise SpecError(
                "cols", f"strategy {self.strategy!r} specialises on the row width: give cols "
                "(e.g. --cols 1024), or use strategy 'online', which takes any width")
        for name in TUNABLES:       # in order: the first bad field is the one named
            value = getattr(self, name)
            if value is not None:
                _set(name, _int(name, value, lo=0 if name in ("stage", "exchange", *SWITCHES) else 1))
                if name == "stage" and self.stage > 8:
                    raise SpecError("stage", f"{self.stage} must be 0 (stream the slice), 1 (stage it in "
                                    "shared memory), 2 (hold it in registers), backward only 3 (stage y, "
                                    "stream dy), 4 (stage y, dy in registers) or 8 (as 4, dy's rest in shared "
                                    "memory), or forward only 5 (its exps "
                                    "in shared memory), 6 (its exps in registers) or 7 (as 6, the rest of the "
                                    "slice in shared memory)")
                if name in SWITCHES and getattr(self, name) > 1:
                    raise SpecError(name, f"{getattr(self, name)} must be {SWITCHES[name]}")
                if name == "exchange" and self.exchange > 2:
                    raise SpecError("exchange", f"{self.exchange} must be 0 (cluster barrier), 1 (mbarriers) "
                                    "or 2 (every warp's partial, on mbarriers)")

    @property
    def itemsize(self) -> int:
        return DTYPES[self.dtype]

    def tunables(self) -> dict[str, int]:
        """The tunables the user set (not the derived ones)."""
        return {k: getattr(self, k) for k in TUNABLES if getattr(self, k) is not None}

    def for_backends(self) -> list["KernelSpec"]:
        """One spec per concrete backend ('both' expands to cuda and triton)."""
        if self.backend == "both":
            return [dataclasses.replace(self, backend=b) for b in BACKENDS]
        return [self]

    def to_dict(self) -> dict[str, Any]:
        """Every field that differs from its default (stable order), as a TOML/CLI mapping."""
        out = {"op": self.op, "strategy": self.strategy}
        if self.cols is not None:
            out["cols"] = self.cols
        out["dtype"] = self.dtype
        out["backend"] = self.backend
        out.update(self.tunables())
        return out

    def cli_args(self) -> str:
        """The `softgen emit` flags that reproduce this spec."""
        return " ".join(f"--{k.replace('_', '-')} {v}" for k, v in self.to_dict().items())

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any], where: str = "spec") -> "KernelSpec":
        """Build from a dict (CLI flags, a TOML table, JSON); keys may use '-' or '_'."""
        if not isinstance(data, Mapping):
            raise SpecError(where, f"expected a table of fields, got {type(data).__name__}")
        allowed = {f.name for f in fields(cls)}
        kwargs = {}
        for key, value in data.items():
            name = str(key).replace("-", "_")
            if name not in allowed:
                raise SpecError(
                    f"{where}: {key}",
                    f"unknown field; allowed fields are {', '.join(sorted(allowed))}")
            kwargs[name] = value
        if "strategy" not in kwargs:
            raise SpecError(f"{where}: strategy", f"missing; choose one of {', '.join(STRATEGY_CHOICES)}")
        try:
            return cls(**kwargs)
        except SpecError as exc:
            raise SpecError(f"{where}: {exc.field}", str(exc).split(": ", 1)[1]) from None


def _choice(name: str, value: Any, allowed: Iterable[str]) -> str:
    allowed = tuple(allowed)
    if not isinstance(value, str) or value not in allowed:
        raise SpecError(name, f"{value!r} is not supported; choose one of {', '.join(allowed)}")
    return value


def _int(name: str, value: Any, lo: int) -> int:
    original = value
    if isinstance(value, bool) or not isinstance(value, int):
        try:   # a string of digits; '²' is a digit int() refuses, and so are 4301+ digits
            value = int(value) if isinstance(value, str) and value.strip().isdigit() else None
        except ValueError:
            value = None
        if value is None:
            raise SpecError(name, f"expected a whole number, got {original!r}")
    if value < lo:
        raise SpecError(name, f"must be at least {lo}, got {value}")
    return value


@dataclass
class SpecFile:
    """A spec file: `[defaults]` shared by every `[[kernel]]` table."""

    path: Path
    specs: list[KernelSpec] = field(default_factory=list)


def load_spec_file(path: str | Path) -> SpecFile:
    """Read a TOML spec file; errors name the file and the line of the offending table."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")     # TOML is UTF-8
    except OSError as exc:
        raise SpecError(str(path), f"cannot read spec file ({exc.strerror})") from None
    except UnicodeDecodeError as exc:
        raise SpecError(str(path), f"cannot read spec file (not UTF-8: {exc.reason} at byte "
                        f"{exc.start})") from None
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise SpecError(str(path), f"not valid TOML: {exc}") from None
    except RecursionError:
        raise SpecError(str(path), "not valid TOML: arrays or tables nested too deeply") from None
    unknown = set(doc) - {"defaults", "kernel"}
    if unknown:
        key = sorted(unknown)[0]
        raise SpecError(f"{path}:{_line_of(text, key)}",
                        f"unknown top-level key {key!r}; a spec file holds [defaults] and [[kernel]] tables")
    defaults = doc.get("defaults", {})
    if not isinstance(defaults, dict):
        raise SpecError(f"{path}:{_line_of(text, 'defaults')}: defaults",
                        f"expected a table ([defaults]), got {type(defaults).__name__}")
    kernels = doc.get("kernel", [])
    if not isinstance(kernels, list) or not kernels:
        raise SpecError(str(path), "no [[kernel]] tables; add at least one, e.g.\n"
                        "[[kernel]]\nstrategy = \"warp\"\ncols = 1024")
    headers = [m.start() for m in re.finditer(r"^[ \t]*\[\[[ \t]*[\"']?kernel[\"']?[ \t]*\]\]", text, re.M)]
    result = SpecFile(path)
    for i, table in enumerate(kernels):
        # [[kernel]] tables: the line of the header; an inline array: the line of `kernel =`
        line = text.count("\n", 0, headers[i]) + 1 if i < len(headers) else _line_of(text, "kernel")
        if isinstance(table, dict):
            table = {**defaults, **table}
        result.specs.append(KernelSpec.from_mapping(table, where=f"{path}:{line}"))
    return result


def _line_of(text: str, key: str) -> int:
    """Line of a top-level key: its table header, or `key = ...` before the first table."""
    lines, key = text.split("\n"), rf"[\"']?{re.escape(key)}[\"']?"
    for number, line in enumerate(lines, 1):
        if re.match(rf"\s*\[\[?\s*{key}\s*[\].]", line):
            return number
    for number, line in enumerate(lines, 1):
        if re.match(r"\s*\[", line):
            break
        if re.match(rf"\s*{key}\s*[=.]", line):
            return number
    return 1
