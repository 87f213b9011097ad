"""Online forward on rows one block (program) an SM serves, whose last wave is short: % of copy
as shipped, and with the rows of the last partial wave (n_rows % SMs) launched apart through
the split entry at K chunks a row (a second launch), K over a few counts; then the times (us)
of all rows, of the whole waves alone, of the tail alone as shipped and split (K chunks), which
the two-launch figure hides where Python's time for two launches exceeds the GPU's.  Probe.

    python scripts/probe_tail.py bf16:100000,120000 fp16:100000
"""
import math
import sys

import torch

import softgen
from explore import Width, bench


def split_from(g, from_bytes, chunks):
    """The launcher (its globals g) splitting rows from `from_bytes` in `chunks` (0: its rule)."""
    g["SPLIT_FROM_BYTES"], g["SPLIT_CHUNKS"] = from_bytes, chunks
    if "_row_entries" in g:     # CUDA: the entry for a width is cached
        g["_row_entries"].clear()


def tail_split(f, sms, chunks):
    """f(x, out) with x's rows past the last whole wave taken by the split entry, `chunks` a row."""
    g = f.__globals__
    shipped = g["SPLIT_FROM_BYTES"]

    def run(x, out):
        full = x.shape[0] - x.shape[0] % sms
        f(x[:full], out=out[:full])
        split_from(g, 1, chunks)
        f(x[full:], out=out[full:])
        split_from(g, shipped, 0)
    return run


sms = torch.cuda.get_device_properties(0).multi_processor_count
for arg in sys.argv[1:]:
    dtype, widths = arg.split(":")
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols)
        tail = w.rows % sms
        ks = sorted({math.ceil(sms / tail), math.ceil(2 * sms / tail), math.ceil(4 * sms / tail)})
        for backend in ("cuda", "triton"):
            f = softgen.load(strategy="online", dtype=dtype, backend=backend, cols=cols if backend == "cuda" else None)
            cells = [f"{w.pct(f, 'shipped'):.1f}"]
            for k in ks:
                try:
                    cells.append(f"{k}: {w.pct(tail_split(f, sms, k), f'tail split {k}'):.1f}")
                except Exception as exc:
                    cells.append(f"{k}: {type(exc).__name__} {str(exc)[:80]}")
            print(f"{dtype} {cols} rows {w.rows} tail {tail} {backend}: " + "  ".join(cells), flush=True)
            x, y = w.inputs[0], w.y
            full = w.rows - tail
            g = f.__globals__
            times = [bench(lambda: f(x, out=y)), bench(lambda: f(x[:full], out=y[:full])),
                     bench(lambda: f(x[full:], out=y[full:]))]
            shipped = g["SPLIT_FROM_BYTES"]
            for k in ks:
                split_from(g, 1, k)
                times.append(bench(lambda: f(x[full:], out=y[full:])))
            split_from(g, shipped, 0)
            print(f"   us: all {1e3 * times[0]:.1f}  waves {1e3 * times[1]:.1f}  tail {1e3 * times[2]:.1f}  tail split "
                  + " / ".join(f"{1e3 * t:.1f}" for t in times[3:]) + f"  copy {1e3 * w.copy_ms:.1f}", flush=True)
        del w
