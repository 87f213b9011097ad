"""Why bf16 N = 781 is slower than fp16 N = 781 with the same kernel code: one process, the
same timing for both dtypes, inputs of several scales (the output values differ, the work not).

    python scripts/probe_781.py
"""
import torch
import triton.testing

import softgen

COLS, ROWS = 781, (1 << 26) // 781


def ms(fn):
    return triton.testing.do_bench(fn, warmup=50, rep=200, return_mode="median")


base = torch.randn(ROWS, COLS, device="cuda")
for dtype, t in (("bf16", torch.bfloat16), ("fp16", torch.float16)):
    x = (base * 3).to(t)
    copy = ms(lambda: torch.empty_like(x).copy_(x))
    dst = torch.empty_like(x)
    copy = ms(lambda: dst.copy_(x))
    for tun in ({}, {"threads_per_row": 16}, {"rows_per_block": 8}, {"block_size": 256}):
        f = softgen.load(strategy="warp", cols=COLS, dtype=dtype, backend="cuda", **tun)
        row = []
        for scale in (3.0, 0.01, 30.0):
            xs = (base * scale).to(t)
            out = torch.empty_like(xs)
            row.append(f"x*{scale:<5} {100 * copy / ms(lambda: f(xs, out=out)):5.1f}%")
        print(f"{dtype} warp {str(tun):28s} copy {copy * 1e3:6.1f} us  " + "  ".join(row))
    for strategy in ("block", "smem"):
        f = softgen.load(strategy=strategy, cols=COLS, dtype=dtype, backend="cuda")
        out = torch.empty_like(x)
        print(f"{dtype} {strategy:5s} x*3 {100 * copy / ms(lambda: f(x, out=out)):5.1f}%")
    # the output values alone: a copy kernel writing the softmax's output bit patterns
    y = torch.softmax(x.float(), -1).to(t)
    print(f"{dtype} copy of softmax output {100 * copy / ms(lambda: dst.copy_(y)):5.1f}%, "
          f"zeros in output {(y == 0).float().mean().item():.3f}")
