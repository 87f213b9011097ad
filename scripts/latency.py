"""Time per call, Python included, on small inputs where launch cost dominates.

Host timings jitter by tens of percent between back-to-back loops on a shared machine, so each
candidate is timed in ROUNDS short loops interleaved with torch.softmax's, and the ratio is the
median of the per-round ratios.

    python scripts/latency.py        # prints a table; softgen 'auto' against torch.softmax
    python scripts/latency.py --drop-in-only     # softgen.softmax(x) rows only (A/B rounds)

softgen.softmax is timed through its compiled launch path (waited for here: it builds in the
background) and through the Python launch path it replaces.
"""
import statistics
import sys
import time

import torch

import softgen
from softgen import torch_ops
from softgen.runtime import fast_launch

SHAPES = [(1, 4096), (8, 32768), (64, 1024)]
ROUNDS, CALLS = 15, 400


def wait_for_fast_launch(timeout=300):
    softgen.softmax(torch.randn(2, 1024, device="cuda"))            # a CUDA kernel: starts the build
    deadline = time.time() + timeout
    while fast_launch.module() is None and time.time() < deadline:
        time.sleep(0.5)
    if fast_launch.module() is None:
        sys.exit("the compiled launch path did not build")


def loop_us(fn, x, calls=CALLS):
    torch.cuda.synchronize()
    start = time.perf_counter()
    for _ in range(calls):
        fn(x)
    torch.cuda.synchronize()
    return 1e6 * (time.perf_counter() - start) / calls


def compare(fn, x):
    """(median us of fn, median us of torch.softmax, median per-round ratio)."""
    reference = lambda v: torch.softmax(v, -1)      # noqa: E731
    for f in (fn, reference):
        loop_us(f, x, 100)                          # warm-up
    ours, theirs = [], []
    for _ in range(ROUNDS):
        ours.append(loop_us(fn, x))
        theirs.append(loop_us(reference, x))
    ratio = statistics.median(a / b for a, b in zip(ours, theirs))
    return statistics.median(ours), statistics.median(theirs), ratio


wait_for_fast_launch()
for dtype, t in (("fp32", torch.float32), ("bf16", torch.bfloat16), ("fp16", torch.float16)):
    for rows, cols in SHAPES:
        x = torch.randn(rows, cols, device="cuda").to(t)
        softgen.softmax(x)                          # loads the drop-in's kernel
        for backend in () if "--drop-in-only" in sys.argv else ("cuda", "triton"):
            f = softgen.load(strategy="auto", cols=cols, dtype=dtype, backend=backend)
            name = f.__softgen_plan__.name
            us, torch_us, ratio = compare(f, x)
            print(f"{dtype} {rows:3d}x{cols:<6d} {name:45s} {us:7.1f} us/call   "
                  f"torch.softmax {torch_us:6.1f} us/call   ratio {ratio:4.2f}")
        key = ("softmax", cols, t, x.get_device())
        # where auto's pick is Triton, small calls take its CUDA pick (torch_ops.SMALL_CALL_BYTES)
        hot = (*key, "small") if (*key, "small") in torch_ops._dense else key
        paths = {"softgen.softmax(x)": torch_ops._dense[hot]}
        if hot in torch_ops._launch_modules:
            paths["softgen.softmax(x), Python launch"] = torch_ops._launch_modules[hot][1]
        for name, dense in paths.items():
            torch_ops._dense[hot] = dense
            us, torch_us, ratio = compare(lambda v: softgen.softmax(v), x)     # the drop-in (auto)
            print(f"{dtype} {rows:3d}x{cols:<6d} {name:45s} {us:7.1f} us/call   "
                  f"torch.softmax {torch_us:6.1f} us/call   ratio {ratio:4.2f}")
        torch_ops._dense[hot] = paths["softgen.softmax(x)"]
