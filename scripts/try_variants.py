"""Time tunable variants against a copy of the same bytes (exploration, not a test); each
validated first into a NaN-poisoned output (explore.Width).  A variant's `triton=1` loads the
Triton kernel; `op=` (first) times another op.

    python scripts/try_variants.py fp32 65536 cluster cluster_size=2 cluster_size=4 ...
    python scripts/try_variants.py op=softmax_backward bf16 28000 online "" cluster_size=4,block_size=256
"""
import sys

import softgen
from explore import Width

args = sys.argv[1:]
op = args.pop(0)[3:] if args[0].startswith("op=") else "softmax"
dtype, cols, strategy = args[0], int(args[1]), args[2]
w = Width(dtype, cols, op)
for variant in args[3:] or [""]:
    tunables = {k: int(v) for k, v in (a.split("=") for a in variant.split(",") if a)}
    try:
        backend = "triton" if tunables.pop("triton", 0) else "cuda"
        f = softgen.load(op=op, strategy=strategy, cols=cols, dtype=dtype, backend=backend, **tunables)
        pct = w.pct(f, variant)
        print(f"{op} {dtype} {cols:7d} {strategy:8} {backend:6} {variant or 'default':40} {pct:5.1f}% of copy  "
              f"{f.__softgen_plan__.summary()}", flush=True)
    except Exception as exc:
        print(f"{op} {dtype} {cols:7d} {strategy:8} {variant:40} ERROR {type(exc).__name__}: {str(exc)[:150]}")
