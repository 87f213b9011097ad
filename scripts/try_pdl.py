"""Early (programmatic dependent) launch against plain launches (exploration): auto's CUDA kernel
(what it serves with backend="cuda"; `backend=both`: what it serves, Triton's too) at each width,
and any op, timed in trains of 20
back-to-back calls with its launcher's early launch on and off (the module's EARLY_LAUNCH, as
SOFTGEN_PDL sets it), % of a copy of the same bytes timed in the same run, medians of REPEAT
interleaved runs (default 3).  Each way is validated first into a NaN-poisoned output.

    python scripts/try_pdl.py [op=OP] [backend=both] bf16 1024,262144 fp16 221000
"""
import os
import statistics
import sys

import torch

from explore import Width
from softgen.auto import choose
from softgen.generator.spec import KernelSpec
from softgen.runtime.loader import load

REPEAT = int(os.environ.get("REPEAT", "3"))
os.environ.setdefault("TRAIN", "20")


def early_switch(launcher):
    """f(on) setting the launcher module's early launch on or off for the current device (a CUDA
    module's launch attributes, a Triton module's cached answer by device)."""
    module = launcher.__globals__
    capability = torch.cuda.get_device_capability()

    def switch(on: bool):
        module["EARLY_LAUNCH"] = on
        if "_set_attributes" in module:
            module["_set_attributes"](capability)
        else:
            module["_early_devices"].clear()
    return switch


def main(args):
    op, dtype, backend = "softmax", None, "cuda"
    print(f"% of copy, trains of {os.environ['TRAIN']}, medians of {REPEAT} interleaved runs")
    for arg in args:
        if arg.startswith("op="):
            op = arg[3:]
            continue
        if arg.startswith("backend="):
            backend = arg[8:]
            continue
        if arg in ("fp32", "bf16", "fp16"):
            dtype = arg
            continue
        for cols in map(int, arg.split(",")):
            spec = choose(KernelSpec.from_mapping({"op": op, "strategy": "auto", "dtype": dtype, "cols": cols,
                                                   "backend": backend}, where="try_pdl")).spec
            f = load(spec)
            switch = early_switch(f)
            w = Width(dtype, cols, op)
            runs = {"plain": [], "early": []}
            for _ in range(REPEAT):
                w.retime_copy()
                for name in runs:
                    switch(name == "early")
                    runs[name].append(w.pct(f, f"{op} {dtype} {cols} {name}"))
            switch(os.environ.get("SOFTGEN_PDL", "1") != "0")
            plain, early = (statistics.median(runs[n]) for n in ("plain", "early"))
            print(f"{op:20} {dtype} {cols:>7} {spec.strategy:5} {spec.backend:6} plain {plain:6.1f}  early {early:6.1f}  "
                  f"{early - plain:+.1f}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
