"""The steps every exploration script (scripts/try_*.py) shares, as `softgen compare` takes
them: inputs of 2^26 elements (randn * 3), a copy of the same bytes timed in the same run,
and each variant validated on fresh inputs into a NaN-poisoned output before it is timed.

    from explore import Width
    w = Width("bf16", 12345)
    print(w.pct(f, "bf16 12345 variant"))      # % of copy of f(x, out=y)
"""
import torch
from triton.testing import do_bench

from softgen.bench.compare import make_inputs, validate

ELEMS = 1 << 26
TORCH = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}


def bench(fn) -> float:
    """do_bench's median in ms (warm-up 25 ms, 60 ms of repeats)."""
    return do_bench(fn, warmup=25, rep=60, return_mode="median")


class Width:
    """One dtype and width: x (rows x cols), an output y, and a copy of x's bytes timed."""

    def __init__(self, dtype: str, cols: int):
        self.t, self.cols, self.rows = TORCH[dtype], cols, ELEMS // cols
        (self.x,) = make_inputs("softmax", self.rows, cols, self.t)
        self.y = torch.empty_like(self.x)
        self.copy_ms = bench(lambda: self.y.copy_(self.x))

    def pct(self, f, what: str, op: str = "softmax") -> float:
        """% of copy of f(x, out=y), once f(fresh, out=poisoned) has validated."""
        (fresh,) = make_inputs(op, self.rows, self.cols, self.t)
        out = torch.full_like(fresh, float("nan"))
        f(fresh, out=out)
        torch.cuda.synchronize()
        validate(op, out, (fresh,), what)
        return 100 * self.copy_ms / bench(lambda: f(self.x, out=self.y))
