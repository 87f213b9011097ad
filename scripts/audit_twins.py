"""List widths where auto serves an op and its twin (softmax / log_softmax, softmax_backward /
log_softmax_backward) from different cluster stages on the H100 table (no GPU needed): the two
ops' kernels are alike, so a stage that wins for one is the first thing to time for the other.
Entry 126 moved 16-bit softmax_backward to stage 4 at 165000-255000 and left
log_softmax_backward at stage 3, which ran 93.9 at 246418 where stage 1 runs 101.4 (notes entry
127).  Widths: every cluster entry of either op, and the midpoints between them.

    python scripts/audit_twins.py [bf16|fp16|fp32 ...]
"""
import sys

from audit_auto import TABLE, served
from softgen.auto import table_entries
from softgen.bench.tune import band_edges
from softgen.generator.plan import make_plan

TWINS = [("softmax", "log_softmax"), ("softmax_backward", "log_softmax_backward")]


def stage(op, dtype, cols):
    """(strategy, stage, cluster size) of the kernel auto serves, as its plan resolves them"""
    plan = make_plan(served(op, dtype, cols).spec)
    return plan.strategy, plan.stage, plan.cluster_size


for dtype in sys.argv[1:] or ["bf16", "fp16", "fp32"]:
    for a, b in TWINS:
        ws = sorted({e["cols"] for op in (a, b) for e in table_entries(TABLE, op, dtype)[1]
                     if e["strategy"] == "cluster"})
        ws = sorted(set(ws).union(*band_edges(ws).values()))       # and where auto's nearest entry changes
        for cols in ws:
            sa, sb = stage(a, dtype, cols), stage(b, dtype, cols)
            if "cluster" in (sa[0], sb[0]) and sa[:2] != sb[:2]:
                print(f"{dtype} {cols}: {a} {sa[0]} stage {sa[1]} x {sa[2]}, {b} {sb[0]} stage {sb[1]} x {sb[2]}")
