"""Where a train's time goes, kernel by kernel: auto and the peers allocating (as `softgen compare
--allocate` times them), each in trains of TRAIN back-to-back calls after an L2 flush (as
train_ms), under torch.profiler (CUPTI timestamps).  Prints, a function: the train's time a call
(events), each kernel's median duration, the median gap from one kernel's end to the next one's
start, and the first and last kernels' durations (the flush's cold L2, the last one's tail).
Why: Nsight Compute times auto's bf16 224 kernel 1.6 us under quack's (85.7 / 87.3 us, one
launch, L2 flushed, base clocks), yet trains put quack ahead by 0.9 points (fifty-seventh
session, rounds c-d).  Each function is validated into a NaN-poisoned output first (explore.Width).

    TRAIN=20 python scripts/probe_train_gaps.py 224,1464 [DTYPE] [TRAINS]
"""
import statistics
import sys

import torch
from torch.profiler import ProfilerActivity, profile

import softgen
from explore import TRAIN, Width
from softgen.bench.compare import SLEEP_CYCLES, train_ms
from softgen.bench.peers import peer


def kernels(prof, skip=("sleep", "spin", "zero", "fill", "copy", "elementwise")):
    """(start, end) in us of the functions' kernels in order, the flush, sleep and copies left out."""
    events = [e for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA
              and not any(s in e.name.lower() for s in skip)]
    return sorted((e.time_range.start, e.time_range.end) for e in events)


def profile_trains(fn, calls, trains, flush):
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(trains):
            flush.zero_()
            torch.cuda._sleep(SLEEP_CYCLES * calls)
            for _ in range(calls):
                fn()
        torch.cuda.synchronize()
    spans = kernels(prof)
    assert len(spans) == calls * trains, f"{len(spans)} kernels for {calls * trains} calls"
    durations, gaps, first, last = [], [], [], []
    for t in range(trains):
        train = spans[t * calls:(t + 1) * calls]
        durations += [e - s for s, e in train[1:-1]]
        gaps += [b[0] - a[1] for a, b in zip(train, train[1:])]
        first.append(train[0][1] - train[0][0])
        last.append(train[-1][1] - train[-1][0])
    med = statistics.median
    return med(durations), med(gaps), med(first), med(last)


widths = [int(c) for c in sys.argv[1].split(",")]
dtype = sys.argv[2] if len(sys.argv) > 2 else "bf16"
trains = int(sys.argv[3]) if len(sys.argv) > 3 else 5
calls = TRAIN or 20
flush = torch.empty(int(256e6) // 4, dtype=torch.int, device="cuda")
print(f"{dtype} softmax, trains of {calls}: us a call (train), a kernel's median duration, the median gap "
      "between kernels, the first and last kernels' durations")
for cols in widths:
    w = Width(dtype, cols)
    funcs = {"auto": softgen.load(strategy="auto", cols=cols, dtype=dtype)}
    w.pct(funcs["auto"], f"{dtype} {cols} auto")                  # validates into a poisoned output
    for name in ("quack", "liger"):
        fn, why = peer(name, "softmax")
        if fn is None:
            print(f"  {name}: {why}")
            continue
        try:
            w.pct(fn, f"{dtype} {cols} {name}", writes_out=False)
            funcs[name] = fn
        except Exception as exc:                 # liger: rows up to 65536; quack: 16-byte rows
            print(f"  {cols} {name}: {type(exc).__name__}: {str(exc)[:100]}")
    x = w.inputs[0]
    w.retime_copy()
    print(f"{cols:6d}  copy {w.copy_ms * 1e3:.2f} us")
    for name, f in funcs.items():
        call = lambda f=f: f(x)                  # noqa: E731 (allocating, as the peers)
        per_call = train_ms(call, calls) * 1e3
        d, g, first, last = profile_trains(call, calls, trains, flush)
        print(f"        {name:6s} {per_call:7.2f} us a call ({100 * w.copy_ms * 1e3 / per_call:5.1f}% of copy)   "
              f"kernel {d:7.2f}   gap {g:5.2f}   first {first:7.2f}   last {last:7.2f}")
