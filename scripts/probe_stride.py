"""Time one cluster config on rows laid out with a row stride other than the width (exploration,
not a test): which part of a misaligned row costs time, its start's phase or its neighbour
sharing its boundary's 16 bytes.  Each layout COLS:STRIDE is validated into a NaN-poisoned
output, then timed as % of a copy of the same bytes (contiguous) in the same run.

    python scripts/probe_stride.py bf16 op=softmax stage=1,cluster_size=16 195892:195892 195892:195896
"""
import sys

import torch

import softgen
from softgen.bench.compare import validate
from explore import Width, bench, strided, tunables

dtype, op, config = sys.argv[1], sys.argv[2][3:], sys.argv[3]
print(f"{op} {dtype} cluster {config}: % of copy by layout cols:stride")
for layout in sys.argv[4:]:
    cols, stride = map(int, layout.split(":"))
    w = Width(dtype, cols, op)
    f = softgen.load(op=op, strategy="cluster", cols=cols, dtype=dtype, backend="cuda", **tunables(config))
    xs = [strided(t, stride) for t in w.inputs]
    out = strided(torch.full_like(w.inputs[0], float("nan")), stride)
    f(*xs, out=out)
    torch.cuda.synchronize()
    validate(op, out, [t.contiguous() for t in xs], layout)
    ms = bench(lambda: f(*xs, out=out))
    print(f"{cols:7d}:{stride:<7d} {100 * w.tensors / 2 * w.copy_ms / ms:6.1f}", flush=True)
