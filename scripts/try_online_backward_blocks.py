"""Exploration (notes Next, nineteenth round r): CUDA 16-bit online backward at two blocks an SM
on rows up to 16-32 K.  Each width's kernel rendered with elements read from the 32-bit pair
(LaunchPlan.pair_elements) and ptxas left to its register count (two blocks of 512 an SM at 64),
with the pair read bounded to one block an SM (one_block_an_sm), and, bf16, extracted as shipped;
the shipped kernel alongside.  Each validated first (explore.Width).

    python scripts/try_online_backward_blocks.py op=log_softmax_backward bf16:8193,16385 fp16:16385
"""
import sys

import softgen
import softgen.runtime.loader as loader
from explore import Width
from softgen.generator.plan import LaunchPlan

VARIANTS = {"pair2": (True, False), "pair1": (True, True), "extract": (False, False)}
chosen = {"pair": None, "one": None}
shipped = {name: getattr(LaunchPlan, name) for name in ("pair_elements", "one_block_an_sm")}
LaunchPlan.pair_elements = property(lambda p: shipped["pair_elements"].fget(p) if chosen["pair"] is None else chosen["pair"])
LaunchPlan.one_block_an_sm = property(lambda p: shipped["one_block_an_sm"].fget(p) if chosen["one"] is None else chosen["one"])

op = "softmax_backward"
for arg in sys.argv[1:]:
    if arg.startswith("op="):
        op = arg[3:]
        continue
    dtype, widths = arg.split(":")
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols, op)
        line = f"{op} {dtype} {cols:6d} |"
        for name, (pair, one) in [("shipped", (None, None))] + list(VARIANTS.items()):
            if dtype == "fp16" and name == "extract":
                continue
            chosen["pair"], chosen["one"] = pair, one
            loader._by_spec.clear()       # the launcher is cached by spec: render the variant again
            f = softgen.load(op=op, strategy="online", dtype=dtype, backend="cuda", cols=cols)
            line += f" {name} {w.pct(f, name):5.1f} |"
        chosen["pair"] = chosen["one"] = None
        print(line + f" block {f.__softgen_plan__.block_size}", flush=True)
