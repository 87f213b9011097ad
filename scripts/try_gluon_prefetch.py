"""Exploration: Triton online's gluon kernel against earlier renderings of it (baseline/gluon/,
rendered from earlier commits: A = fourteenth session's kernel; B = unmasked full tiles and a
running max from the lowest float; C = B with each tile's successor read ahead; D = B with odd
rows peeled), and CUDA online, % of copy in the same run.  The last label + `0`: it also on rows
under GLUON_FROM_BYTES.  Not a test.

    python scripts/try_gluon_prefetch.py A,B,C fp32:100000,131072,262144 bf16:262144
"""
import pathlib
import sys

import softgen
from explore import Width, module_from_file

BASELINE = pathlib.Path(__file__).resolve().parent.parent / "baseline" / "gluon"
labels = sys.argv[1].split(",")
for arg in sys.argv[2:]:
    dtype, widths = arg.split(":")
    cuda = softgen.load(strategy="online", dtype=dtype, backend="cuda")
    modules = {label: module_from_file(BASELINE / f"{label}_{dtype}.py") for label in labels}
    last = labels[-1]
    modules[last + "0"] = module_from_file(BASELINE / f"{last}_{dtype}.py")
    modules[last + "0"].GLUON_FROM_BYTES = 0
    for cols in map(int, widths.split(",")):
        w = Width(dtype, cols)
        c = w.pct(cuda, f"{dtype} {cols} cuda")
        line = f"{dtype} {cols:6d} | cuda {c:5.1f}"
        for label, module in modules.items():
            t = w.pct(module.softmax, f"{dtype} {cols} {label}")
            line += f" | {label} {t:5.1f} ({t / c:.2f})"
        print(line, flush=True)
