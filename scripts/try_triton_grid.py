"""Exploration: Triton warp / block / smem launched on the persistent grid (programs = SMs x
warps an SM / num_warps, each striding over rows) against one program per row group (the
CUDA launcher's choice, docs/OPTIMIZATION_NOTES.md entry 10), with num_warps variants, and
the CUDA kernel of the same strategy in the same run.  Not a test; prints % of copy.

    python scripts/try_triton_grid.py [CSV]

A record: it turns `_grid_limit` of the Triton warp / block / smem launchers, gone since
15be811 made one program per row their launch; run it from a checkout of c488d0b.
"""
import sys

import torch
from triton.testing import do_bench

import softgen
from softgen.validate import check

CASES = [("bf16", 781, "warp"), ("fp32", 781, "warp"), ("bf16", 1024, "warp"),
         ("fp32", 3000, "block"), ("bf16", 12345, "block"), ("fp32", 12345, "block"), ("bf16", 32768, "block"),
         ("bf16", 3000, "smem"), ("bf16", 8192, "smem"), ("bf16", 12345, "smem"), ("bf16", 16384, "smem"),
         ("bf16", 32768, "smem"), ("fp32", 8192, "smem"), ("fp32", 12345, "smem"), ("fp32", 16384, "smem")]
WARPS = {"warp": [None], "block": [None, 8, 16], "smem": [None, 8, 16]}
STAGES = {"warp": [None], "block": [None], "smem": [None, 1]}

found = []


def timed(f, x, y, rows, cols, t, what):
    fresh = (torch.randn(rows, cols, device="cuda") * 3).to(t)
    out = torch.full_like(fresh, float("nan"))
    f(fresh, out=out)
    check(out, fresh, what)
    return do_bench(lambda: f(x, out=y), warmup=25, rep=60, return_mode="median")


for dtype, cols, strategy in CASES:
    t = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[dtype]
    rows = (1 << 26) // cols
    x = (torch.randn(rows, cols, device="cuda") * 3).to(t)
    y = torch.empty_like(x)
    copy_ms = do_bench(lambda: y.copy_(x), warmup=25, rep=60, return_mode="median")
    cuda = softgen.load(strategy=strategy, cols=cols, dtype=dtype)
    cuda_pct = 100 * copy_ms / timed(cuda, x, y, rows, cols, t, f"{dtype} {cols} {strategy} cuda")
    line = f"{dtype} {cols:6d} {strategy:5} cuda {cuda_pct:5.1f}%"
    for nw in WARPS[strategy]:
        for ns in STAGES[strategy]:
            tunables = {k: v for k, v in (("num_warps", nw), ("num_stages", ns)) if v is not None}
            try:
                f = softgen.load(strategy=strategy, cols=cols, dtype=dtype, backend="triton", **tunables)
            except Exception as exc:            # a variant the plan refuses
                line += f" | {tunables}: {type(exc).__name__}"
                continue
            module = sys.modules[f.__module__]
            plan = f.__softgen_plan__
            for grid in ("persistent", "per row"):
                module._grid_limit.clear()
                if grid == "per row":
                    module._grid_limit[x.device.index] = 2 ** 31 - 1
                try:
                    pct = 100 * copy_ms / timed(f, x, y, rows, cols, t, f"{dtype} {cols} {strategy} {tunables} {grid}")
                except Exception as exc:
                    line += f" | nw{plan.num_warps} ns{plan.num_stages} {grid}: {type(exc).__name__} {exc}"[:200]
                    continue
                line += f" | nw{plan.num_warps} ns{plan.num_stages} {grid}: {pct:5.1f}%"
                found.append((dtype, cols, strategy, plan.num_warps, plan.num_stages, grid, f"{pct:.1f}", f"{cuda_pct:.1f}"))
            module._grid_limit.clear()
    print(line, flush=True)

if len(sys.argv) > 1:
    with open(sys.argv[1], "w") as fh:
        fh.write("dtype,cols,strategy,num_warps,num_stages,grid,pct_copy,cuda_pct_copy\n")
        fh.writelines(",".join(map(str, r)) + "\n" for r in found)
