"""Where a rule a table can name (auto._carries: "warps_bound", backends in "alignment_bound")
moves auto's pick, and, with a GPU, how fast the picks run with and without it (exploration, not
a test).  Lists the runs of widths (0.2% apart, log scale, 128-262144) whose kernel the rule
changes on the table of GPU (h100 / h200); with TIME=1 the middle width a run moves is timed both ways
(explore.Width: validated first into a NaN-poisoned output, % of copy timed in the same process).

    python scripts/try_table_rule.py h200 warps_bound [OP ...]
    python scripts/try_table_rule.py h200 triton softmax_backward
    TIME=1 python scripts/try_table_rule.py h200 warps_bound softmax
"""
import os
import sys

from softgen import auto
from softgen.auto import H100, H200, choose
from softgen.generator.spec import KernelSpec, TUNABLES
from audit_auto import log_widths

OPS = ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"]
gpu, rule, ops = sys.argv[1], sys.argv[2], sys.argv[3:] or OPS
device = {"h100": H100, "h200": H200}[gpu]
load_table = auto.load_table


def with_rule(on: bool):
    """auto reading the GPU's table with the rule added (on) or taken out"""
    def table_with(device_name):
        table, source = load_table(device_name)
        table = dict(table or {})
        bound = [k for k in table.get("alignment_bound", ()) if k != rule]
        table["alignment_bound"] = bound + [rule] * (on and rule != "warps_bound")
        table["warps_bound"] = (on if rule == "warps_bound" else table.get("warps_bound", False))
        return table, source
    auto.load_table = table_with
    auto._choose.cache_clear()


def pick(op, dtype, cols, on):
    with_rule(on)
    return choose(KernelSpec(strategy="auto", cols=cols, dtype=dtype, op=op), device, (9, 0)).spec


def label(s):
    t = ",".join(f"{k}={getattr(s, k)}" for k in TUNABLES if getattr(s, k) is not None)
    return f"{s.backend} {s.strategy} {t or '-'}"


def runs(op, dtype):
    """[(labels without and with, [(cols, spec without, spec with)] of a run of widths)] where the
    rule moves the pick"""
    out = []
    for cols in log_widths(128, 262144):
        a, b = pick(op, dtype, cols, False), pick(op, dtype, cols, True)
        if a == b:
            continue
        key = (label(a), label(b))
        if not out or out[-1][0] != key:
            out.append((key, []))
        out[-1][1].append((cols, a, b))
    return out


moved = 0
if os.environ.get("TIME"):
    import softgen
    from explore import Width
for op in ops:
    for dtype in ("bf16", "fp16", "fp32"):
        for (la, lb), widths in runs(op, dtype):
            first, last = widths[0][0], widths[-1][0]
            if not os.environ.get("TIME"):
                print(f"{op} {dtype} {first}-{last}: {la}  ->  {lb}", flush=True)
                moved += 1
                continue
            cols, a, b = widths[len(widths) // 2]      # the middle width the rule moves
            w = Width(dtype, cols, op)
            pa = w.pct(softgen.load(a), f"{op} {dtype} {cols} without")
            pb = w.pct(softgen.load(b), f"{op} {dtype} {cols} with")
            print(f"{op} {dtype} {cols:7d} ({first}-{last}) {pa:6.1f} {pb:6.1f} {pb - pa:+5.1f}   {la}  ->  {lb}", flush=True)
            del w
print(f"{moved} runs" if not os.environ.get("TIME") else "done")
