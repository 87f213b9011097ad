"""Exploration: cluster stage 1 with prefetch (two slice buffers a block, the next row's copied
while this one is reduced and written, a persistent grid) against what auto serves, at grids of
the clusters the device holds (`held`, from cuOccupancyMaxActiveClusters), one fewer, and twice as
many (a second wave queued).  Not a test; % of copy, each variant validated first.

    python scripts/try_prefetch.py [op=log_softmax] DTYPE WIDTHS [CONFIG...]

A CONFIG adds tunables to stage=1,async_copy=1,prefetch=1,cluster_size=16 ("block_size=512").
REPEAT=N in the environment: N interleaved rounds (copy re-timed each), medians.
Ran at d696eff (round thirty-third a1); the prefetch tunable was taken out after it lost
(notes entry 109), so this script needs that commit.
"""
import os
import statistics
import sys

import torch

import softgen
from explore import Width, tunables
from softgen.errors import SpecError

args = sys.argv[1:]
op = args.pop(0)[3:] if args[0].startswith("op=") else "softmax"
dtype, widths, configs = args[0], [int(c) for c in args[1].split(",")], args[2:] or [""]
REPEAT = int(os.environ.get("REPEAT", "1"))
BASE = {"stage": 1, "async_copy": 1, "prefetch": 1, "cluster_size": 16}

for cols in widths:
    w = Width(dtype, cols, op)
    device = torch.cuda.current_device()
    runs = {}           # variant -> (callable, set-up before timing)
    auto = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype)
    runs["auto"] = (auto, lambda: None)
    for config in configs:
        try:
            f = softgen.load(op=op, strategy="cluster", cols=cols, dtype=dtype, backend="cuda",
                             **{**BASE, **tunables(config)})
        except SpecError as exc:
            print(f"{dtype} {cols} [{config}]: {exc}")
            continue
        module = sys.modules[f.__module__]
        w.pct(f, f"{dtype} {cols} prefetch {config}")      # loads it: the held count is known after
        held = module._held_clusters[device]
        print(f"{dtype} {cols} [{config}] held clusters {held}, smem {module.SMEM_BYTES}", flush=True)

        def at(n, module=module, held=held):
            def setup():
                module._held_clusters[device] = n
            return setup
        for n in sorted({held, held - 1, 2 * held} - {0}, reverse=True):
            runs[f"[{config}] x{n}"] = (f, at(n))
    pcts = {name: [] for name in runs}
    for _ in range(REPEAT):
        w.retime_copy()
        for name, (f, setup) in runs.items():
            setup()
            pcts[name].append(w.pct(f, f"{dtype} {cols} {name}"))
    for name, p in pcts.items():
        spread = " ".join(f"{v:.1f}" for v in p) if REPEAT > 1 else ""
        print(f"{op} {dtype} {cols:8d} {name:32s} {statistics.median(p):6.1f}  {spread}", flush=True)
