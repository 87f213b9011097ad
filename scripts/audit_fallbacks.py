"""Widths auto serves from an entry that is not the nearest, because the nearer entries' configs
do not run there (a register strategy's row cap, a stage 6 shape over its limit): the band then
takes a config timed far away.  bf16 softmax 8200-10346 took 12345's Triton smem where 8192's
block at 128 threads stops at 8199 (98.5-101.6% of copy; block at its default threads ran
102.0-103.6, notes entry 132).  Lists each such band: op, dtype, its first and last width
probed (0.2% apart, so a band's ends are within that), the entry that serves it and the nearest
one.  No GPU needed.

    python scripts/audit_fallbacks.py [OP...]
"""
import math
import sys

from audit_auto import TABLE, entry_width, log_widths, served
from softgen.auto import table_entries

OPS = sys.argv[1:] or ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"]
for op in OPS:
    for dtype in ("fp32", "bf16", "fp16"):
        widths = [e["cols"] for e in table_entries(TABLE, op, dtype)[1]]
        band = None
        for cols in log_widths(128, 262144):
            from_entry = entry_width(served(op, dtype, cols))
            nearest = min(widths, key=lambda w: abs(math.log(w / cols)))
            far = from_entry is not None and from_entry != nearest and \
                abs(math.log(from_entry / cols)) > abs(math.log(nearest / cols)) + 0.01
            key = (from_entry, nearest) if far else None
            if band and band[0] == key:
                band[2] = cols
                continue
            if band and band[0]:
                print(f"{op} {dtype} {band[1]}-{band[2]}: served by {band[0][0]}'s entry, nearest {band[0][1]}")
            band = [key, cols, cols]
        if band and band[0]:
            print(f"{op} {dtype} {band[1]}-{band[2]}: served by {band[0][0]}'s entry, nearest {band[0][1]}")
