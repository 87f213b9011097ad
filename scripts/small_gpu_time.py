"""GPU time per call on the small shapes of scripts/latency.py, without the host: each
kernel replayed from a CUDA graph (triton.testing.do_bench_cudagraph), softgen's auto
choice and some alternatives against torch.softmax.  A call whose kernel outlasts the
host's launch is GPU-bound, and only a faster kernel shortens it.

    python scripts/small_gpu_time.py
"""
import torch
from triton.testing import do_bench_cudagraph

import softgen
from softgen.validate import check

SHAPES = [(1, 4096), (8, 32768), (64, 1024)]
ALTERNATIVES = {4096: [dict(strategy="block", block_size=1024), dict(strategy="block", block_size=512),
                       dict(strategy="block", block_size=256), dict(strategy="smem")],
                32768: [dict(strategy="block", block_size=1024), dict(strategy="cluster", cluster_size=8),
                        dict(strategy="cluster", cluster_size=16, stage=2), dict(strategy="smem")],
                1024: [dict(strategy="warp"), dict(strategy="block", block_size=128), dict(strategy="smem")]}


def gpu_us(fn):
    return 1e3 * do_bench_cudagraph(fn, rep=50, return_mode="median")


for dtype, t in (("fp32", torch.float32), ("bf16", torch.bfloat16)):
    for rows, cols in SHAPES:
        x = (torch.randn(rows, cols, device="cuda") * 3).to(t)
        y = torch.empty_like(x)
        ref = gpu_us(lambda: torch.softmax(x, -1))
        line = f"{dtype} {rows:3d}x{cols:<6d} torch {ref:5.1f} us"
        for tunables in [dict(strategy="auto")] + ALTERNATIVES[cols]:
            tunables = dict(tunables)
            strategy = tunables.pop("strategy")
            try:
                f = softgen.load(strategy=strategy, cols=cols, dtype=dtype, **tunables)
                out = torch.full_like(x, float("nan"))
                f(x, out=out)
                check(out, x, f"{strategy} {tunables}")
                line += f" | {f.__softgen_plan__.name[8:]} {gpu_us(lambda: f(x, out=y)):5.1f} us"
            except Exception as exc:
                line += f" | {strategy} {tunables}: {type(exc).__name__}"
        print(line, flush=True)
