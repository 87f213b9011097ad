"""Whether a kernel's lead or lag on do_bench is the kernel's or its launch's (exploration): each
config timed three ways, the copy of the same bytes the same way, % of copy per way.

  bench  do_bench's median as `softgen compare` takes it: L2 flushed, then start event, call, end.
  busy   the same, with the GPU kept busy (torch.cuda._sleep, about 100 us) between the flush and
         the start event, so the call's host time (Python, dispatch, launch) cannot open a gap
         between the start event and the kernel.
  train  events around TRAIN calls back to back (L2 flushed before the train): a CUDA event's
         0.5 us resolution is 0.6% of an 86 us kernel, so do_bench's medians fall on steps of
         about half a point; a train's are TRAIN times finer.
  host   the call's host time in us (enqueue only, the median of 200 calls, GPU kept busy).

A config is `strategy=auto` (what auto serves), `peer=NAME` (torch, quack, liger) or tunables
of the strategy named as in try_matrix.py.  REPEAT=N runs the three ways N times, interleaved.

    python scripts/try_launch_gap.py bf16 256,1024 strategy=auto peer=quack peer=liger
"""
import math
import os
import statistics
import sys
import time

import torch

import softgen
from explore import Width, tunables as parse_tunables
from softgen.bench.compare import SLEEP_CYCLES, train_ms
from softgen.bench.peers import peer

TRAIN = 20


def timed_busy(fn) -> float:
    """Median ms of one call of fn between two events, the GPU busy while its host part runs."""
    return train_ms(fn, 1, reps=60)


def timed_train(fn) -> float:
    """Median ms a call of fn in trains of TRAIN back-to-back calls."""
    return train_ms(fn, TRAIN)


def host_us(fn, calls: int = 200) -> float:
    """Median host time of one call in us, each enqueued behind a sleep so the queue never
    blocks the host."""
    out = []
    for _ in range(calls):
        torch.cuda._sleep(SLEEP_CYCLES)
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1e6)
        torch.cuda.synchronize()
    return statistics.median(out)


def callable_of(c: str, w: Width, strategy: str, dtype: str, cols: int):
    """(f for Width.pct, writes_out, the timed call)."""
    if c.startswith("peer="):
        fn, why = peer(c.split("=")[1], w.op)
        assert fn, why
        return fn, False, lambda: fn(*w.inputs)
    t = parse_tunables(c)
    how = t.pop("strategy", strategy)
    backend = t.pop("backend", "both" if how == "auto" else "cuda")
    f = softgen.load(op=w.op, strategy=how, cols=cols, dtype=dtype, backend=backend, **t)
    return f, True, lambda: f(*w.inputs, out=w.y)


dtype, widths, configs = sys.argv[1], sys.argv[2], sys.argv[3:]
strategy = "auto"
REPEAT = int(os.environ.get("REPEAT", "3"))
print(f"softmax {dtype}: % of copy (bench / busy / train), host us a call; medians of {REPEAT} interleaved runs",
      flush=True)
for i, c in enumerate(configs):
    print(f"  c{i}: {c}")
for cols in map(int, widths.split(",")):
    w = Width(dtype, cols)
    calls = [callable_of(c, w, strategy, dtype, cols) for c in configs]
    bench_runs, busy_runs, train_runs = ([[] for _ in configs] for _ in range(3))
    for rep in range(REPEAT):
        if rep:
            w.retime_copy()
        copy_busy = timed_busy(lambda: w.y.copy_(w.inputs[0]))
        copy_train = timed_train(lambda: w.y.copy_(w.inputs[0]))
        for i, (c, (f, writes_out, call)) in enumerate(zip(configs, calls)):
            try:
                bench_runs[i].append(w.pct(f, f"{cols} {c}", writes_out))
            except Exception as exc:    # liger fails on the longest rows, quack on odd widths
                print(f"  {cols} {c}: {type(exc).__name__}: {str(exc)[:120]}")
                bench_runs[i].append(float("nan")), busy_runs[i].append(float("nan"))
                train_runs[i].append(float("nan"))
                continue
            busy_runs[i].append(100 * copy_busy / timed_busy(call))
            train_runs[i].append(100 * copy_train / timed_train(call))
    hosts = [float("nan") if any(map(math.isnan, r)) else host_us(call) for (_, _, call), r in zip(calls, bench_runs)]
    cells = [f"{statistics.median(b):6.1f} /{statistics.median(u):6.1f} /{statistics.median(t):7.2f} {h:4.0f}us"
             for b, u, t, h in zip(bench_runs, busy_runs, train_runs, hosts)]
    print(f"{cols:>7}  " + "   ".join(f"c{i} {x}" for i, x in enumerate(cells)), flush=True)
    print("   train runs " + "  ".join("/".join(f"{x:.2f}" for x in r) for r in train_runs), flush=True)
    del w
