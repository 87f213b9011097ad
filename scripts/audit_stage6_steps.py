"""List the H100 table's cluster entries that hold the slice in registers (stages 2, 4, 6 and 7)
whose shape steps inside the band auto serves from them (no GPU needed): the plan sizes the block
to the slice (stage 6 the fewest whole warps at 64 elements a thread, stage 2 a power of two), so
a width a little past an entry's can take a pack more a thread or fewer blocks an SM than at the
entry's own width (the widths it prints).  Three stage 6
steps fell under their entries in the forty-ninth session (H100, notes entry 128): bf16 softmax
82000 at x 16 (96.2-96.9 against 102 at 81921), 73100 at x 8 (97.0 against 102.0 at 70001), fp32
softmax 162360 at x 16 (92.3 against 99 at 164000); two backward stage 2 steps in the
fifty-first (entry 130): fp16 16392 at x 8 (80-89 against 103 at 16384) and fp32 65540 at x 16
(95-96 against 101.5).  Time each first width of a new shape with try_matrix (auto against
the entry's neighbours' configs).

    python scripts/audit_stage6_steps.py [OP ...]     (default: every op)
"""
import sys

from audit_auto import TABLE, log_widths, served
from softgen.auto import table_entries
from softgen.generator.plan import make_plan
from softgen.generator.spec import KernelSpec


def shape(plan):
    return plan.block_size, plan.packs_per_thread, plan.min_blocks


for op in sys.argv[1:] or ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"]:
    for dtype in ("bf16", "fp16", "fp32"):
        entries = table_entries(TABLE, op, dtype)[1]
        widths = sorted({e["cols"] for e in entries})
        for entry in entries:
            if entry["strategy"] != "cluster":
                continue
            fields = dict(strategy="cluster", backend="cuda", dtype=dtype, op=op, **entry["tunables"])
            own = make_plan(KernelSpec(cols=entry["cols"], **fields))
            if own.stage not in (2, 4, 6, 7):
                continue
            i = widths.index(entry["cols"])
            lo, hi = widths[max(0, i - 1)], widths[min(len(widths) - 1, i + 1)]
            steps, last = [], shape(own)
            for cols in log_widths(lo, hi):       # across the entry's neighbours
                choice = served(op, dtype, cols)
                if f"fastest at width {entry['cols']} " in choice.reason:
                    now = shape(make_plan(choice.spec))
                    heavier = now[1] > own.packs_per_thread or now[2] < own.min_blocks
                    if now != last and heavier:
                        steps.append(f"{cols} ({now[0]} threads, {now[1]} packs, {now[2]} blocks an SM)")
                    last = now
            if steps:
                print(f"{op} {dtype} {entry['cols']} stage {own.stage} x {own.cluster_size} {entry['tunables']} "
                      f"({own.block_size} threads, {own.packs_per_thread} packs, {own.min_blocks} blocks an SM): "
                      + "; ".join(steps))
