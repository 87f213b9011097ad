"""Validate, then time, every candidate for every (dtype, width); copy is the roofline."""
from __future__ import annotations

import datetime
import platform
import statistics
import sys
from dataclasses import asdict, dataclass, field
from typing import Callable, Iterable

from softgen import __version__
from softgen.errors import SoftgenError
from softgen.generator.plan import make_plan
from softgen.generator.spec import BACKEND_STRATEGIES, BACKWARD_OPS, BACKENDS, STRATEGIES, KernelSpec
from softgen.validate import Mismatch, check, check_backward

SWEEP_WIDTHS = [128, 256, 512, 781, 1000, 1024, 2048, 3000, 4096, 8192, 12345, 16384, 32768,
                50000, 65536, 131072, 262144]
DEFAULT_ELEMS = 1 << 26
TORCH_DTYPES = {"fp32": "float32", "fp16": "float16", "bf16": "bfloat16"}


@dataclass
class Result:
    dtype: str
    cols: int
    rows: int
    candidate: str          # "warp/cuda", "torch", "copy", ...
    status: str             # ok | FAIL | skip
    ms: float | None = None
    gbps: float | None = None
    pct_copy: float | None = None
    speedup_vs_torch: float | None = None
    note: str = ""
    fields: dict | None = None      # spec fields of a softgen kernel (for the tuning table)


@dataclass
class Candidate:
    name: str
    make: Callable[[], Callable] | None     # builds fn(x) -> y (may raise SoftgenError)
    skip: str = ""
    writes_out: bool = True                 # fn(x, out=y) supported: poison-checked
    fields: dict | None = None              # the spec fields of a softgen kernel
    peer: bool = False                      # another library's kernel: any error it raises is its FAIL


@dataclass
class Settings:
    dtypes: list[str]
    widths: list[int]
    rows: int | None = None
    elems: int = DEFAULT_ELEMS
    strategies: list[str] = field(default_factory=lambda: list(STRATEGIES))
    backends: list[str] = field(default_factory=lambda: list(BACKENDS))
    peers: list[str] = field(default_factory=lambda: ["torch", "naive", "liger", "quack"])
    warmup_ms: int = 25
    rep_ms: int = 80
    # strategy -> extra tunables (CUDA's, or the backend a config names: {"backend": "triton", ...})
    variants: dict[str, list[dict]] = field(default_factory=dict)
    op: str = "softmax"
    repeat: int = 1         # rounds of timing, interleaved; each figure is the median of them
    train: int = 0          # calls a timed train (train_ms); 0: do_bench, one call between events
    # time softgen's kernels as y = f(x), allocating as the peers are timed, not f(x, out=y):
    # where the output lies moves a kernel by up to a point (H100, notes entry 135), so a ranking
    # against the peers puts every output in the caching allocator's same block
    allocate: bool = False

    def __post_init__(self):
        if self.repeat < 1:
            raise SoftgenError(f"repeat: {self.repeat} rounds; time each candidate at least once (repeat >= 1)")
        if self.train < 0:
            raise SoftgenError(f"train: {self.train} calls; give 0 (do_bench) or the calls a train (e.g. 20)")

    def rows_for(self, cols: int) -> int:
        return self.rows or max(1, self.elems // cols)


def candidates(settings: Settings, dtype: str, cols: int) -> list[Candidate]:
    import softgen
    from softgen.bench.peers import peer
    out = []
    for strategy in settings.strategies:
        if strategy == "auto":      # what softgen.load(strategy="auto") picks on this device
            fields = dict(op=settings.op, strategy="auto", backend="both", dtype=dtype, cols=cols)
            out.append(Candidate("auto", lambda f=fields: softgen.load(**f), fields=fields))
            continue
        for backend in [b for b in settings.backends if strategy in BACKEND_STRATEGIES[b]]:
            seen = set()
            # a variant runs on its backend (tune's Triton incumbents say so), untagged on CUDA
            mine = [{k: v for k, v in config.items() if k != "backend"}
                    for config in settings.variants.get(strategy, []) if config.get("backend", "cuda") == backend]
            for extra in [{}] + mine:
                # Triton online's launcher shapes its programs for each width at run time, so one
                # kernel serves all; CUDA online's block is sized to the row when it is compiled
                any_width = strategy == "online" and backend == "triton"
                spec_fields = dict(op=settings.op, strategy=strategy, backend=backend, dtype=dtype,
                                   cols=None if any_width else cols, **extra)
                name = f"{strategy}/{backend}" + "".join(f" {k}={v}" for k, v in extra.items())
                try:
                    plan = make_plan(KernelSpec(**spec_fields))
                except SoftgenError as exc:
                    if not extra:
                        out.append(Candidate(name, None, skip=str(exc).split(";")[0]))
                    continue
                key = tuple(sorted(plan.summary().items()))
                if key in seen:         # a variant that is the default plan again
                    continue
                seen.add(key)
                out.append(Candidate(name, lambda f=spec_fields: softgen.load(**f), fields=spec_fields))
    for name in settings.peers:
        fn, why = peer(name, settings.op)
        out.append(Candidate(name, (lambda fn=fn: fn) if fn else None, skip=why, writes_out=False, peer=True))
    return out


def _bench(fn, settings: Settings) -> float:
    if settings.train:
        return train_ms(fn, settings.train)
    from triton.testing import do_bench
    return do_bench(fn, warmup=settings.warmup_ms, rep=settings.rep_ms, return_mode="median")


SLEEP_CYCLES = 200_000          # about 100 us at an H100's boost clock
_flush = []                     # 256 MB to overwrite L2 with before each train


def train_ms(fn, calls: int = 1, reps: int = 10) -> float:
    """The median ms a call of fn over `reps` trains of `calls` back-to-back calls, each train
    between two CUDA events, after an L2 flush and with the GPU kept busy (torch.cuda._sleep,
    about 100 us a call) while the host enqueues it, so no host time opens a gap in the train.
    An event resolves 0.5 us, 0.6% of an 86 us kernel: do_bench's medians move in steps of about
    half a point there, a train of 20's in steps of 0.03% (H100, notes entry 125)."""
    import torch
    if not _flush:
        _flush.append(torch.empty(int(256e6) // 4, dtype=torch.int, device="cuda"))
    fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(reps):
        _flush[0].zero_()
        torch.cuda._sleep(SLEEP_CYCLES * calls)
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(calls):
            fn()
        end.record()
        times.append((start, end))
    torch.cuda.synchronize()
    return statistics.median(s.elapsed_time(e) for s, e in times) / calls


def interleaved_medians(fns: list[Callable[[], object]], repeat: int, bench: Callable) -> list[float]:
    """bench(fn) of every fn in turn, `repeat` rounds over all of them, and each one's median.

    Rounds interleave the candidates (round 1: a, b, c; round 2: a, b, c ...) rather than
    timing each `repeat` times in a row, so a slow spell of the GPU (clocks, another process)
    lands on every candidate alike instead of on whichever ran then.  Single do_bench figures
    of one kernel vary by about 0.5% on an H100 (notes entry 106): a table picked on them
    keeps the luckiest run."""
    runs: list[list[float]] = [[] for _ in fns]
    for _ in range(repeat):
        for times, fn in zip(runs, fns):
            times.append(bench(fn))
    return [statistics.median(times) for times in runs]


def make_inputs(op: str, rows: int, cols: int, t, device="cuda"):
    """Fresh random inputs: x for forward ops, (y, dy) for backward ones."""
    import torch
    x = (torch.randn(rows, cols, device=device) * 3).to(t)
    if op not in BACKWARD_OPS:
        return (x,)
    forward = torch.softmax if op == "softmax_backward" else torch.log_softmax
    return forward(x.float(), -1).to(t), torch.randn(rows, cols, device=device).to(t)


def validate(op: str, out, inputs, name: str) -> None:
    """Raise Mismatch unless out is op applied to inputs (as made by make_inputs)."""
    if op in BACKWARD_OPS:
        check_backward(out, *inputs, op, name)
    else:
        check(out, inputs[0], name, op=op)


def run(settings: Settings, progress: Callable[[str], None] = lambda s: None,
        on_result: Callable[[Result], None] = lambda r: None, make_candidates=candidates) -> list[Result]:
    """Every (dtype, width): each candidate (make_candidates(settings, dtype, cols)) validated,
    then the copy and the candidates that passed timed in settings.repeat interleaved rounds
    (medians).

    GB/s counts the tensors that must move: x and y forward; y, dy and dx backward.
    % of copy compares that rate with a copy's (read + write) in the same run."""
    import torch
    results = []
    op = settings.op
    for dtype in settings.dtypes:
        t = getattr(torch, TORCH_DTYPES[dtype])
        for cols in settings.widths:
            rows = settings.rows_for(cols)
            inputs = make_inputs(op, rows, cols, t)
            x = inputs[0]
            y = torch.empty_like(x)

            def copy():                     # the roofline, timed first in every round
                return y.copy_(x)
            nbytes = (len(inputs) + 1) * x.numel() * t.itemsize
            row, timed = [], []
            for cand in make_candidates(settings, dtype, cols):
                progress(f"{dtype} {rows}x{cols}: {cand.name}")
                r = Result(dtype, cols, rows, cand.name, "skip", note=cand.skip, fields=cand.fields)
                row.append(r)
                if cand.make is None:
                    continue
                try:
                    fn = cand.make()
                    fresh = make_inputs(op, rows, cols, t)          # validate on other data
                    if cand.writes_out:
                        out = torch.full_like(fresh[0], float("nan"))
                        fn(*fresh, out=out)
                    else:
                        out = fn(*fresh)
                    torch.cuda.synchronize()
                    validate(op, out, fresh, cand.name)
                    del out, fresh
                except Exception as exc:
                    # softgen's own kernels fail on these; a peer (quack's DSL, say) on any error
                    if not (cand.peer or isinstance(exc, (Mismatch, SoftgenError, RuntimeError, AssertionError,
                                                          ValueError, TypeError))):
                        raise
                    r.status, r.note = "FAIL", f"{type(exc).__name__}: {str(exc).splitlines()[0][:200]}"
                    continue
                if cand.writes_out and not settings.allocate:
                    timed.append((r, lambda fn=fn: fn(*inputs, out=y)))
                else:
                    timed.append((r, lambda fn=fn: fn(*inputs)))
            progress(f"{dtype} {rows}x{cols}: timing" + (f" ({settings.repeat} rounds)" if settings.repeat > 1 else ""))
            copy_ms, *kernel_ms = interleaved_medians([copy] + [f for _, f in timed], settings.repeat,
                                                      lambda f: _bench(f, settings))
            copy_gbps = 2 * x.numel() * t.itemsize / copy_ms / 1e6
            results.append(Result(dtype, cols, rows, "copy", "ok", copy_ms, copy_gbps, 100.0))
            for (r, _), ms in zip(timed, kernel_ms):
                r.status, r.ms, r.gbps = "ok", ms, nbytes / ms / 1e6
                r.pct_copy = 100.0 * r.gbps / copy_gbps
            torch_ms = next((r.ms for r in row if r.candidate == "torch" and r.status == "ok"), None)
            for r in row:
                if torch_ms and r.ms:
                    r.speedup_vs_torch = torch_ms / r.ms
            results.extend(row)
            for r in [results[-len(row) - 1]] + row:
                on_result(r)
            x = y = inputs = timed = None       # the closures above hold them: free before the next width
            torch.cuda.empty_cache()
    return results


def environment(command: str) -> dict:
    import torch
    import triton
    info = {"softgen": __version__, "date": datetime.datetime.now(datetime.timezone.utc).isoformat(
        timespec="seconds"), "command": command, "python": platform.python_version(),
        "torch": torch.__version__, "triton": triton.__version__}
    try:
        import cupy
        info["cupy"] = cupy.__version__
    except ImportError:
        info["cupy"] = None
    if torch.cuda.is_available():
        info["device"] = torch.cuda.get_device_name()
        try:
            import cupy
            v = cupy.cuda.runtime.driverGetVersion()
            info["cuda_driver"] = f"{v // 1000}.{v % 1000 // 10}"
        except Exception:
            info["cuda_driver"] = None
    return info


def winners(results: Iterable[Result]) -> dict[tuple[str, int], str]:
    best: dict[tuple[str, int], Result] = {}
    for r in results:
        if r.status == "ok" and r.candidate != "copy":
            key = (r.dtype, r.cols)
            if key not in best or r.gbps > best[key].gbps:
                best[key] = r
    return {k: v.candidate for k, v in best.items()}


def as_dicts(results):
    return [asdict(r) for r in results]


def command_line() -> str:
    return " ".join(["softgen"] + sys.argv[1:])
