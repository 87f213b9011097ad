"""online on long rows: % of copy per width against the share of L2 its rows in flight may fill
(L2_SHARE in the launchers; 'off' = the former launch: no shared memory, no grid cap), for the
CUDA kernel (fp32: the 16-bit kernels keep no rows in shared memory) and the Triton one.
Every configuration is validated (float64 reference, output poisoned with NaN) before it is timed.

    python scripts/online_l2.py [OUT.csv]
"""
import csv
import os
import sys

import torch
from triton.testing import do_bench

import softgen
from softgen.validate import check

WIDTHS = [8192, 12345, 16384, 32768, 50000, 65536, 131072, 262144]
SHARES = dict(pair.split("=") for pair in os.environ.get("SHARES", "off=1e9,0.45=0.45,0.6=0.6,0.8=0.8").split(","))
SHARES = {label: float(value) for label, value in SHARES.items()}
TORCH = {"fp32": torch.float32, "bf16": torch.bfloat16, "fp16": torch.float16}


def variants(dtype):
    return {"cuda": softgen.load(strategy="online", dtype=dtype),
            "triton": softgen.load(strategy="online", dtype=dtype, backend="triton")}


def set_share(f, share):
    g = f.__globals__
    g["L2_SHARE"] = share
    for cache in ("_row_entries", "_shapes"):
        if cache in g:
            g[cache].clear()


def main(path):
    rows_out = []
    for dtype, t in TORCH.items():
        fs = variants(dtype)
        for cols in WIDTHS:
            rows = (1 << 26) // cols
            x = (torch.randn(rows, cols, device="cuda") * 3).to(t)
            out = torch.empty_like(x)
            copy = do_bench(lambda: out.copy_(x), warmup=25, rep=80, return_mode="median")
            gbps = lambda ms: 2 * x.numel() * x.element_size() / ms / 1e6
            line = f"{dtype} {cols:6d} copy {gbps(copy):5.0f} GB/s |"
            for name, f in fs.items():
                for label, share in SHARES.items():
                    set_share(f, share)
                    out.fill_(float("nan"))
                    f(x, out=out)
                    check(out, x, f"{name} share {label}")
                    if label == "0.6":
                        check(f(x), x, f"{name} share {label}, fresh output")
                    ms = do_bench(lambda: f(x, out=out), warmup=25, rep=80, return_mode="median")
                    pct = 100 * copy / ms
                    rows_out.append(dict(dtype=dtype, cols=cols, variant=name, share=label,
                                         gbps=round(gbps(ms)), pct_copy=round(pct, 1)))
                    line += f" {name}@{label} {pct:3.0f}"
            print(line, flush=True)
    with open(path, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows_out[0]))
        w.writeheader()
        w.writerows(rows_out)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "online_l2.csv")
