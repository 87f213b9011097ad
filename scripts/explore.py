"""The steps every exploration script (scripts/try_*.py) shares, as `softgen compare` takes
them: inputs of 2^26 elements (randn * 3), a copy of the same bytes timed in the same run,
and each variant validated on fresh inputs into a NaN-poisoned output before it is timed.

    from explore import Width
    w = Width("bf16", 12345)
    print(w.pct(f, "bf16 12345 variant"))      # % of copy of f(x, out=y)
"""
import importlib.util
import math
import os
import pathlib
import random
import sys

import torch
from triton.testing import do_bench

from softgen.bench.compare import make_inputs, train_ms, validate
from softgen.generator.spec import BACKWARD_OPS

ELEMS = 1 << 26
TORCH = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}


def width_list(arg: str) -> list[int]:
    """Widths from 'W1,W2,...' and/or 'random=SEED:COUNT:LO:HI' (COUNT widths log-uniform in
    [LO, HI), the same for every dtype), sorted, each once."""
    out = []
    for part in arg.split(","):
        if part.startswith("random="):
            seed, count, lo, hi = map(int, part[7:].split(":"))
            rng = random.Random(seed)
            out += [int(math.exp(rng.uniform(math.log(lo), math.log(hi)))) for _ in range(count)]
        else:
            out.append(int(part))
    return sorted(set(out))


def tunables(config: str) -> dict[str, int | str]:
    """A config's tunables from its text, "k=v,k=v" ("" is the default plan); numbers as int,
    names (backend=triton) as they are."""
    return {k: int(v) if v.isdigit() else v for k, v in (a.split("=") for a in config.split(",") if a)}


TRAIN = int(os.environ.get("TRAIN", "0"))     # TRAIN=N: time trains of N calls (train_ms)


def bench(fn) -> float:
    """do_bench's median in ms (warm-up 25 ms, 60 ms of repeats); with TRAIN=N in the environment,
    train_ms over ten trains of N calls (a CUDA event's 0.5 us is 0.6% of an 86 us kernel, so
    do_bench's medians fall on steps of about half a point; a train's are N times finer)."""
    if TRAIN:
        return train_ms(fn, TRAIN)
    return do_bench(fn, warmup=25, rep=60, return_mode="median")


class Width:
    """One op, dtype and width: its inputs (rows x cols), an output, and a copy of the bytes of
    one input timed.  Backward ops move three tensors to the copy's two: their % of copy is of
    the bandwidth (as `softgen compare` counts it).  rows: ELEMS // cols unless given."""

    def __init__(self, dtype: str, cols: int, op: str = "softmax", rows: int | None = None):
        self.t, self.cols, self.rows, self.op = TORCH[dtype], cols, rows or ELEMS // cols, op
        self.inputs = make_inputs(op, self.rows, cols, self.t)
        self.y = torch.empty_like(self.inputs[0])
        # the faster of two timings: a process's first one can run slow (H100, round
        # twentyfourth p: 152000 at "127.5%" of copy, 97.3 in round q)
        self.retime_copy()
        self.tensors = 3 if op in BACKWARD_OPS else 2

    @property
    def copy_gbps(self) -> float:
        """The copy's GB/s: one input's bytes read and written."""
        return 2 * self.rows * self.cols * self.inputs[0].element_size() / self.copy_ms / 1e6

    def retime_copy(self):
        """Time the copy of one input's bytes again (the faster of two timings)."""
        self.copy_ms = min(bench(lambda: self.y.copy_(self.inputs[0])) for _ in range(2))

    def pct(self, f, what: str, writes_out: bool = True) -> float:
        """% of copy of f(*inputs, out=y), once f(*fresh, out=poisoned) has validated;
        writes_out False: of y = f(*inputs) (a peer, which allocates its output)."""
        fresh = make_inputs(self.op, self.rows, self.cols, self.t)
        if writes_out:
            out = torch.full_like(fresh[0], float("nan"))
            f(*fresh, out=out)
        else:
            out = f(*fresh)
        torch.cuda.synchronize()
        validate(self.op, out, fresh, what)
        timed = (lambda: f(*self.inputs, out=self.y)) if writes_out else (lambda: f(*self.inputs))
        return 100 * self.tensors / 2 * self.copy_ms / bench(timed)


def strided(t, stride: int):
    """t (rows x cols) as a view into rows `stride` elements apart (the rest NaN), for timing
    rows laid out at other phases than a contiguous tensor's."""
    base = torch.full((t.shape[0], stride), float("nan"), dtype=t.dtype, device=t.device)
    base[:, :t.shape[1]] = t
    return base[:, :t.shape[1]]


def online_widths(args):
    """For each argument DTYPE:W1,W2,..: (dtype, Width, CUDA online launcher, Triton online
    launcher, the Triton launcher's module) per width: CUDA online compiled for the width (its
    block is sized to the row, as `softgen compare` loads it), Triton's once a dtype (its
    launcher shapes each width at run time)."""
    import softgen
    for arg in args:
        dtype, widths = arg.split(":")
        triton = softgen.load(strategy="online", dtype=dtype, backend="triton")
        for cols in map(int, widths.split(",")):
            cuda = softgen.load(strategy="online", dtype=dtype, backend="cuda", cols=cols)
            yield dtype, Width(dtype, cols), cuda, triton, sys.modules[triton.__module__]


def baseline_path(name: str, op: str, strategy: str, dtype: str, backend: str, cols: int | None = None) -> pathlib.Path:
    """The launcher module of op, strategy, dtype and backend that `softgen emit --out
    baseline/NAME` wrote from an earlier commit: the one of width `cols` where NAME holds
    several widths, else its one module (its width any)."""
    found = sorted(pathlib.Path("baseline", name).glob(f"{op}_{strategy}_c*_{dtype}_{backend}*.py"))
    if len(found) > 1 and cols is not None:
        found = [f for f in found if f.name.startswith(f"{op}_{strategy}_c{cols}_")]
    assert len(found) == 1, f"baseline={name}: {len(found)} modules for {op} {strategy} {cols} {dtype} {backend}"
    return found[0]


def module_from_file(path: pathlib.Path):
    """A rendered launcher module imported from its file (e.g. a kernel of an earlier commit,
    rendered into baseline/ to time it against the current one in the same run)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def online_run(module, grid: int, warps: int, tile: int, peel: bool | None = None, cache: int = 0,
               ctas: int = 1, maxnreg: int | None = None):
    """f(x, out) launching a rendered Triton online module's kernel directly: `grid` programs
    (at most one a row), `warps`, `tile`, `cache` elements of a row kept in registers, each
    program a cluster of `ctas` blocks (Hopper); PEEL as the launcher decides it unless `peel`
    is given; registers a thread capped at `maxnreg` where given.  `run.compiled`: the last
    launch's compiled kernel (n_regs, n_spills)."""
    kernel = getattr(module, module.KERNEL + "_kernel")

    def run(x, out):
        split = (x.shape[1] | x.stride(0) | out.stride(0)) % 16 != 0 if peel is None else peel
        run.compiled = kernel[(min(x.shape[0], grid),)](
            x, out, x.shape[0], x.stride(0), out.stride(0), x.shape[1], BLOCK_N=tile, ROWS=1, NUM_STAGES=1,
            SAME_STRIDES=True, PEEL=split, CACHE=cache, num_warps=warps,
            **({"num_ctas": ctas} if ctas > 1 else {}), **({"maxnreg": maxnreg} if maxnreg else {}))
        return out
    return run


def online_shape_at(module, cols: int, warps: int):
    """The Triton online launcher's (programs, warps, tile) for rows of `cols` with its warps
    fixed at `warps` (ADAPT off, the tile scaled with the warps)."""
    saved = module.ADAPT, module.NUM_WARPS, module.BLOCK_N
    module.ADAPT, module.NUM_WARPS, module.BLOCK_N = False, warps, saved[2] * warps // saved[1]
    module._shapes.clear()
    try:
        return module._launch_shape(0, cols)[:3]
    finally:
        module.ADAPT, module.NUM_WARPS, module.BLOCK_N = saved
        module._shapes.clear()
