"""Time auto's pick with and without the alignment rule for Triton entries (a table's
"alignment_bound", auto._carries: an entry timed at a width of one 16-byte alignment does not
serve a width of the other), at widths where the two picks differ (exploration, not a test).
Each kernel validated first (explore.Width).  Per op and dtype, COUNT widths spread over
128-262144 where they differ on this GPU's table.  (Round seventysecond b ran it with the rule
as a module constant, on the table of b40ba63.)

    python scripts/try_alignment_rule.py COUNT [op=OP,...] [dtypes]
"""
import sys

import softgen
from softgen import auto
from softgen.auto import choose
from softgen.generator.spec import TUNABLES, KernelSpec
from explore import Width

count = int(sys.argv[1])
ops = sys.argv[2][3:].split(",") if len(sys.argv) > 2 else ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"]
dtypes = sys.argv[3].split(",") if len(sys.argv) > 3 else ["fp32", "bf16", "fp16"]
grid = sorted({int(128 * 2048 ** (i / 3000)) for i in range(3001)})


load_table = auto.load_table


def pick(spec, bound):
    def bound_table(device_name):
        table, source = load_table(device_name)
        return {**(table or {}), "alignment_bound": list(bound)}, source
    auto.load_table = bound_table
    auto._choose.cache_clear()
    return choose(spec).spec


def label(s):
    t = ",".join(f"{k}={getattr(s, k)}" for k in TUNABLES if getattr(s, k) is not None)
    return f"{s.backend} {s.strategy} {t or '-'}"


print("op dtype cols  without  with   (% of copy; without -> with)", flush=True)
for op in ops:
    for dtype in dtypes:
        differ = []
        for cols in grid:
            spec = KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both")
            a, b = pick(spec, ()), pick(spec, ("triton",))
            if a != b:
                differ.append((cols, a, b))
        step = max(1, len(differ) / count) if differ else 1
        for cols, a, b in [differ[int(i * step)] for i in range(min(count, len(differ)))]:
            w = Width(dtype, cols, op)
            pa = w.pct(softgen.load(a), f"{op} {dtype} {cols} without")
            pb = w.pct(softgen.load(b), f"{op} {dtype} {cols} with")
            print(f"{op} {dtype} {cols:7d} {pa:6.1f} {pb:6.1f}   {label(a)} -> {label(b)}", flush=True)
            del w
