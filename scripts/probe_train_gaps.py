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


def kernels(prof, skip=("fillfunctor", "spin", "sleep")):
    """(start, end) in us of the kernels in order, the L2 flush (zero_, a FillFunctor kernel) and
    the sleep left out."""
    events = [e for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA
              and not any(s in e.name.lower() for s in skip)]
    return sorted((e.time_range.start, e.time_range.end) for e in events)


def profile_trains(funcs, calls, trains, flush):
    """{name: (a kernel's median duration, the median gap, the first's and the last's)} for each
    function's trains, all in one profiler session.  (Round e's quack rows found no kernels: the
    filter then dropped any name with "copy", "fill" or "zero", and each function had a session of
    its own; either may have lost them.)"""
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for fn in funcs.values():
            for _ in range(trains):
                flush.zero_()
                torch.cuda._sleep(SLEEP_CYCLES * calls)
                for _ in range(calls):
                    fn()
        torch.cuda.synchronize()
    spans, each = kernels(prof), calls * trains
    assert len(spans) == each * len(funcs), f"{len(spans)} kernels for {each * len(funcs)} calls"
    med, out = statistics.median, {}
    for i, name in enumerate(funcs):
        durations, gaps, first, last = [], [], [], []
        for t in range(trains):
            train = spans[i * each + t * calls:i * each + (t + 1) * calls]
            durations += [e - s for s, e in train[1:-1]]
            gaps += [b[0] - a[1] for a, b in zip(train, train[1:])]
            first.append(train[0][1] - train[0][0])
            last.append(train[-1][1] - train[-1][0])
        out[name] = med(durations), med(gaps), med(first), med(last)
    return out


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
    calls_of = {name: (lambda f=f: f(x)) for name, f in funcs.items()}      # allocating, as the peers
    profiled = profile_trains(calls_of, calls, trains, flush)
    for name, call in calls_of.items():
        per_call = train_ms(call, calls) * 1e3
        d, g, first, last = profiled[name]
        print(f"        {name:6s} {per_call:7.2f} us a call ({100 * w.copy_ms * 1e3 / per_call:5.1f}% of copy)   "
              f"kernel {d:7.2f}   gap {g:5.2f}   first {first:7.2f}   last {last:7.2f}")
