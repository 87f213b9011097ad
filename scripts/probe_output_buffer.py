"""Does where the output lies explain liger's lead through its autograd Function (fp32 softmax
476-3000, H100, fifty-fifth session round d: +0.2-0.8) when its bare kernel is level with ours
(round e)?  The peers are timed allocating their output (y = f(x)); softgen's kernels write into
the buffer the copy is timed into (f(x, out=y)).  Each function is timed here three ways in one
run: into y, into a second buffer z made after y, and allocating; the copy too.  Every variant is
validated into a NaN-poisoned output first (explore.Width); trains of TRAIN calls, ROUNDS rounds,
medians.

    TRAIN=20 python scripts/probe_output_buffer.py 476,552,1392 [ROUNDS] [DTYPE]
"""
import sys

import torch

import softgen
from explore import Width, bench
from probe_liger_style import VARIANTS, variant
from softgen.bench.peers import peer


def peers():
    """{name: allocating function} of the peers that import here (liger's autograd Function as
    liger-fn), as `softgen compare` times them."""
    found = {}
    for name, label in (("liger", "liger-fn"), ("quack", "quack")):
        fn, why = peer(name, "softmax")
        if fn:
            found[label] = fn
        else:
            print(f"{name}: {why}")
    return found


widths = [int(c) for c in sys.argv[1].split(",")]
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
dtype = sys.argv[3] if len(sys.argv) > 3 else "fp32"
allocating = peers()
print(f"{dtype} softmax, % of the copy into y, medians of {rounds} rounds")
header = None
for cols in widths:
    w = Width(dtype, cols)
    z = torch.empty_like(w.y)
    ours = {"auto": softgen.load(strategy="auto", cols=cols, dtype=dtype)}
    if dtype == "fp32":
        ours["liger-kernel"] = variant(VARIANTS["liger"], cols)
    timed = {}                                 # name: () -> None, each validated once
    for name, f in ours.items():
        w.pct(f, f"{dtype} {cols} {name}")     # validates into a poisoned output
        timed[f"{name}>y"] = lambda f=f: f(w.inputs[0], out=w.y)
        timed[f"{name}>z"] = lambda f=f: f(w.inputs[0], out=z)
        timed[f"{name}>new"] = lambda f=f: f(w.inputs[0])
    for name, f in allocating.items():
        try:                                   # liger: rows up to 65536; quack: 16-byte rows
            w.pct(f, f"{dtype} {cols} {name}", writes_out=False)
        except Exception as exc:
            print(f"  {cols} {name}: {type(exc).__name__}: {str(exc)[:100]}")
            continue
        timed[f"{name}>new"] = lambda f=f: f(w.inputs[0])
    timed["copy>z"] = lambda: z.copy_(w.inputs[0])
    timed["copy>new"] = lambda: w.inputs[0].clone()
    runs = {n: [] for n in timed}
    for _ in range(rounds):
        w.retime_copy()
        for n, fn in timed.items():
            runs[n].append(100 * w.copy_ms / bench(fn))
    med = {n: sorted(r)[len(r) // 2] for n, r in runs.items()}
    if header is None or len(timed) > len(header):
        header = list(timed)
        print("  cols " + " ".join(f"{n:>16s}" for n in header))
    print(f"{cols:6d} " + " ".join(f"{med.get(n, float('nan')):16.1f}" for n in header)
          + f"   copy {w.copy_ms * 1e3:.1f} us")
