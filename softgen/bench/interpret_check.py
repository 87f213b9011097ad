"""compare without a GPU: validate the Triton kernels under the interpreter (no timings)."""
from __future__ import annotations

import tempfile

from softgen.errors import SoftgenError
from softgen.generator.plan import make_plan
from softgen.generator.spec import BACKEND_STRATEGIES, BACKWARD_OPS, KernelSpec
from softgen.validate import Mismatch, check, check_backward

CPU_WIDTHS = [33, 781, 1000]


def validate_interpreted(dtypes, strategies, widths=CPU_WIDTHS, rows=5, op="softmax") -> list[tuple]:
    """(dtype, cols, strategy, status, note) for every Triton kernel on small shapes."""
    import torch
    from softgen.runtime.interpret import load_interpreted
    out = []
    directory = tempfile.mkdtemp(prefix="softgen-compare-")
    for dtype in dtypes:
        t = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[dtype]
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
                x = (torch.randn(rows, cols) * 3).to(t)
                y = torch.full_like(x, float("nan"))
                try:
                    if op in BACKWARD_OPS:
                        forward = torch.softmax if op == "softmax_backward" else torch.log_softmax
                        inputs = (forward(x.float(), -1).to(t), torch.randn(rows, cols).to(t))
                        getattr(module, op)(*inputs, out=y)
                        check_backward(y, *inputs, op, f"{strategy} {dtype} {cols}")
                    else:
                        getattr(module, op)(x, out=y)
                        check(y, x, f"{strategy} {dtype} {cols}", op=op)
                    out.append((dtype, cols, strategy, "PASS", ""))
                except Mismatch as exc:
                    out.append((dtype, cols, strategy, "FAIL", str(exc)))
    return out
