"""Check: the generated CUDA modules (compiled by cupy, which always adds -ftz=true) against
softgen.load's build of the same spec (NVRTC without it) on rows whose outputs are bf16
subnormals (below 2^-126), and the % of copy of both (M x N = 2^26).  Not a test; prints one
line a module.

    python scripts/check_generated_subnormals.py
"""
import importlib
import pathlib
import sys

import torch

import softgen
from explore import Width
from softgen.validate import Mismatch, check

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
for path in sorted((ROOT / "generated").glob("*_cuda.py")):
    module = importlib.import_module("generated." + path.stem)
    op = module.SPEC["op"]
    if op.endswith("_backward"):
        continue
    cols = module.COLS or 3001
    x = torch.full((64, cols), -88.0, device="cuda")
    x[:, 0] = 0.0
    x[:, 1::7] = -95.0
    x = x.to(module.DTYPE)
    line = f"{path.stem:48s}"
    w = Width(module.SPEC["dtype"], cols, op)
    for what, f in (("generated", getattr(module, op)), ("softgen.load", softgen.load(module.SPEC))):
        try:
            check(f(x), x, what, op=op)
            line += f" | {what}: ok"
        except Mismatch as e:
            line += f" | {what}: {str(e)[:90]}"
        line += f" {w.pct(f, what):5.1f}%"
    print(line, flush=True)
