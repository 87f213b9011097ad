"""Time sizing rules for the register strategies across widths (exploration, not a test): each
rule maps a row's packs to a (strategy, tunables) config, so one column follows a rule from
width to width rather than holding a fixed block size.  Each kernel is validated first into a
NaN-poisoned output (explore.Width); a config the plan rejects shows as "-".

    python scripts/try_width_rules.py op=softmax bf16 279,2163,8791 shipped block_e16 warp_e24
Rules (E: about E row elements a thread; packs of 16 bytes, blocks a multiple of 32 threads):
  shipped      the strategy auto picks today at the width, its tunables
  block_eE     block, the fewest threads a multiple of 32 for packs a thread near E / vec
  warp_tT      warp, T threads a row (a power of two)
  c16_tightP   cluster stage 1 over 16 blocks, the fewest whole warps for at most P packs a
               thread of a block's slice
  c16_c134     cluster stage 1 over 16 blocks of 128 threads, cp.async, every warp's partial
"""
import os
import sys

import softgen
from softgen.auto import choose
from softgen.generator.plan_base import _tight_threads as block_tight   # the shipped rule, any packs a thread
from softgen.generator.spec import KernelSpec
from explore import Width


def cdiv(a, b):
    return -(-a // b)


def config(rule: str, op: str, dtype: str, cols: int):
    vec = 16 // {"fp32": 4, "bf16": 2, "fp16": 2}[dtype]
    packs = cols // vec
    if rule == "shipped":
        s = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both")).spec
        return s
    if rule.startswith("block_e"):
        per_thread = max(1, int(rule[7:]) // vec)
        return KernelSpec(op=op, strategy="block", cols=cols, dtype=dtype, backend="cuda",
                          block_size=block_tight(packs, per_thread))
    if rule.startswith("warp_t"):
        return KernelSpec(op=op, strategy="warp", cols=cols, dtype=dtype, backend="cuda",
                          threads_per_row=int(rule[6:]))
    if rule.startswith("c16_tight"):
        slice_packs = cdiv(packs, 16)
        return KernelSpec(op=op, strategy="cluster", cols=cols, dtype=dtype, backend="cuda", stage=1,
                          cluster_size=16, block_size=block_tight(slice_packs, int(rule[9:])))
    if rule == "c16_c134":
        return KernelSpec(op=op, strategy="cluster", cols=cols, dtype=dtype, backend="cuda", stage=1,
                          cluster_size=16, block_size=128, async_copy=1, exchange=2)
    raise SystemExit(f"unknown rule {rule}")


args = sys.argv[1:]
op = args.pop(0)[3:] if args[0].startswith("op=") else "softmax"
dtype, widths, rules = args[0], [int(c) for c in args[1].split(",")], args[2:]
print(f"{op} {dtype}: % of copy by rule (config in brackets)", flush=True)
print(f"{'cols':>7} " + " ".join(f"{r:>22}" for r in rules), flush=True)
rows = []
for cols in widths:
    w = Width(dtype, cols, op)
    row = []
    for rule in rules:
        try:
            spec = config(rule, op, dtype, cols)
            f = softgen.load(spec)
            plan = f.__softgen_plan__
            tag = f"{spec.strategy[0]}{plan.threads_per_row}/{plan.block_size}x{plan.packs_per_thread}"
            row.append(f"{w.pct(f, f'{cols} {rule}'):6.1f} [{tag:>12}]")
        except softgen.SoftgenError:
            row.append(f"{'-':>22}")
    print(f"{cols:7d} " + " ".join(row), flush=True)
    rows.append((cols, row))
    del w
with open(os.path.join(os.environ.get("OUT", "."), f"rules-{op}-{dtype}.csv"), "w") as out:
    out.write("cols," + ",".join(rules) + "\n")
    for cols, row in rows:
        out.write(f"{cols}," + ",".join(x.split()[0] for x in row) + "\n")
