"""Would a leaner CUDA register row catch quack at 16-bit 224 (fifty-seventh session: quack
102.9-103.7 against auto's 102.0-102.7; Nsight Compute at boost clocks, L2 as a train leaves it:
quack 86.4 us, 22 registers, 144 instructions a row; auto's warp x 16 lanes 87.5 us, 40 registers
(75% occupancy), 126 a row; our warp in quack's shape, 32 lanes x 4 rows, 31 registers and 194 a
row).  Variants are text edits of the rendered kernel, not kernels softgen emits:
  aligned  split_row's phase 0 and same_phase true: no head or tail peel, no edge loads or
           stores, no phase test (right only for rows 16-byte aligned in x and y, which these
           contiguous inputs are: every variant is validated into a NaN-poisoned output first);
  rcp      1 / sum as rcp.approx (quack's rcp_approx) in place of the IEEE division;
  cluster-rcp  the same in a cluster slice's scale, exp(shift - max) / sum (stages 2, 5-7).
Each config (try_matrix's "k=v,..." of a CUDA spec, warp unless it says; "served": the CUDA entry
auto serves there) runs as rendered and with each edit; the peers allocating beside them.  Trains of TRAIN calls, ROUNDS rounds, medians.

    TRAIN=20 python scripts/probe_lean_rows.py bf16 224,192 ROUNDS "threads_per_row=32,rows_per_block=4" ...
    VARIANTS="as is,cluster-rcp" TRAIN=20 python scripts/probe_lean_rows.py fp16 163064 3 \
        strategy=cluster,cluster_size=16,stage=6
"""
import os
import sys

import torch

import softgen
import softgen.runtime.loader as loader
from softgen.auto import choose
from explore import Width, bench, tunables
from softgen.bench.peers import peer
from softgen.generator.render import RenderedKernel, render
from softgen.generator.spec import KernelSpec

EDITS = {
    "aligned": [("const int phase = row_phase(row);", "const int phase = 0;"),
                ("return row_phase(a, VEC) == row_phase(b, VEC);", "return true;")],
    "rcp": [("1.f / row_sum", "__fdividef(1.f, row_sum)")],
    # cluster stages 2 / 5 / 6 / 7: the slice's scale, exp(shift - max) / sum
    "cluster-rcp": [("exp2f((shift - total.m) * LOG2E + EXP_BIAS) / total.s",
                     "exp2f((shift - total.m) * LOG2E + EXP_BIAS) * __fdividef(1.f, total.s)")],
}
VARIANTS = {"as is": [], "aligned": ["aligned"], "rcp": ["rcp"], "aligned+rcp": ["aligned", "rcp"],
            "cluster-rcp": ["cluster-rcp"]}
# VARIANTS=name,name... in the environment: those only (default: the warp / block ones)
CHOSEN = os.environ.get("VARIANTS", "as is,aligned,rcp,aligned+rcp").split(",")


def edited_render(edits):
    def render_with(plan):
        made = render(plan)
        files = dict(made.files)
        cu = plan.name + ".cu"
        for edit in edits:
            for old, new in EDITS[edit]:
                assert old in files[cu], f"{edit}: {old!r} not in {cu}"
                files[cu] = files[cu].replace(old, new)
        return RenderedKernel(plan, files)
    return render_with


dtype, widths, rounds = sys.argv[1], [int(c) for c in sys.argv[2].split(",")], int(sys.argv[3])
configs = sys.argv[4:]
peers = {}
for name in ("quack",):
    fn, why = peer(name, "softmax")
    if fn:
        peers[name] = fn
    else:
        print(f"{name}: {why}")
for cols in widths:
    w = Width(dtype, cols)
    timed = {}
    for config in configs:
        if config == "served":      # the spec auto serves here (CUDA entries only: the edits are CUDA's)
            spec = choose(KernelSpec(strategy="auto", cols=cols, dtype=dtype), torch.cuda.get_device_name()).spec
        else:
            spec = KernelSpec(**{"strategy": "warp", **tunables(config)}, cols=cols, dtype=dtype)
        for label, edits in ((v, VARIANTS[v]) for v in CHOSEN):
            loader._by_spec.clear()
            loader.render = edited_render(edits)
            try:
                f = softgen.load(spec)
            finally:
                loader.render = render
            name = f"{config} {label}"
            w.pct(f, f"{dtype} {cols} {name}")               # validates into a poisoned output
            timed[name] = lambda f=f: f(w.inputs[0])        # allocating, as the peers
    loader._by_spec.clear()         # else auto's spec, where it is a config's, gets its last variant
    auto = softgen.load(strategy="auto", cols=cols, dtype=dtype)
    w.pct(auto, f"{dtype} {cols} auto")
    timed["auto"] = lambda: auto(w.inputs[0])
    for name, fn in peers.items():
        w.pct(fn, f"{dtype} {cols} {name}", writes_out=False)
        timed[name] = lambda fn=fn: fn(w.inputs[0])
    runs = {n: [] for n in timed}
    for _ in range(rounds):
        w.retime_copy()
        for n, fn in timed.items():
            runs[n].append(100 * w.copy_ms / bench(fn))
    print(f"{dtype} {cols}: % of copy, allocating, medians of {rounds}")
    for n, r in runs.items():
        print(f"  {n:50s} {sorted(r)[len(r) // 2]:6.1f}")
