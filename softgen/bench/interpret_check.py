"""compare without a GPU: validate the Triton kernels under the interpreter (no timings)."""
from __future__ import annotations

import tempfile

from softgen.bench.compare import TORCH_DTYPES, make_inputs, validate
from softgen.errors import SoftgenError
from softgen.generator.plan import make_plan
from softgen.generator.spec import BACKEND_STRATEGIES, KernelSpec
from softgen.validate import Mismatch

CPU_WIDTHS = [33, 781, 1000]


def validate_interpreted(dtypes, strategies, widths=CPU_WIDTHS, rows=5, op="softmax") -> list[tuple]:
    """(dtype, cols, strategy, status, note) for every Triton kernel on small shapes."""
    import torch
    from softgen.runtime.interpret import load_interpreted
    out = []
    directory = tempfile.mkdtemp(prefix="softgen-compare-")
    for dtype in dtypes:
        t = getattr(torch, TORCH_DTYPES[dtype])
        for cols in widths:
            for strategy in [s for s in strategies if s in BACKEND_STRATEGIES["triton"]]:
                spec = KernelSpec(op=op, strategy=strategy, dtype=dtype, backend="triton",
                                  cols=None if strategy == "online" else cols)
                try:
                    make_plan(spec)
                except SoftgenError as exc:
                    out.append((dtype, cols, strategy, "skip", str(exc).split(";")[0]))
                    continue
                module = load_interpreted(spec, directory)
                inputs = make_inputs(op, rows, cols, t, device="cpu")
                y = torch.full_like(inputs[0], float("nan"))
                try:
                    getattr(module, op)(*inputs, out=y)
                    validate(op, y, inputs, f"{strategy} {dtype} {cols}")
                    out.append((dtype, cols, strategy, "PASS", ""))
                except Mismatch as exc:
                    out.append((dtype, cols, strategy, "FAIL", str(exc)))
    return out
