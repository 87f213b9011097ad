"""Exploration: 16-bit softmax at N = 262144 (cluster stage 1, the shipped plan), with K of
each pack's VEC exponentials in the write pass (and optionally the sum pass) computed on the FMA
pipe (scripts/exp2_fma.cuh) instead of the MUFU unit, whose 16 results a clock an SM are the
busiest pipe of those passes.  Patches the rendered source of commit ee6b51a (run it from
there: the shipped staged kernels changed since); not a test; prints % of copy.

    python scripts/try_exp2_fma.py
"""
import pathlib
import sys

import softgen
import softgen.runtime.loader as loader
from explore import Width

SNIPPET = (pathlib.Path(__file__).parent / "exp2_fma.cuh").read_text()
SUM = "s += exp_shifted(elem(v, i), m);"
WRITE = "return exp_shifted(elem(v, i), m) * scale;"
render = loader.render


def patched(write_k, sum_k):
    def render_patched(plan):
        rendered = render(plan)
        name = plan.name + ".cu"
        src = rendered.files[name]
        assert SUM in src and WRITE in src and "#define UNROLL" in src
        src = src.replace("#define UNROLL", SNIPPET + "\n#define UNROLL", 1)
        src = src.replace(SUM, f"s += i < {sum_k} ? exp_shifted_fma(elem(v, i), m) : exp_shifted(elem(v, i), m);")
        src = src.replace(WRITE, f"return (i < {write_k} ? exp_shifted_fma(elem(v, i), m) : "
                                 "exp_shifted(elem(v, i), m)) * scale;")
        rendered.files[name] = src
        return rendered
    return render_patched


PLANS = {
    "bf16": dict(stage=1, cluster_size=16, block_size=256, async_copy=1, exchange=2),
    "fp16": dict(stage=1, cluster_size=16, block_size=256, async_copy=1, exchange=2),
}
dtypes = sys.argv[1].split(",") if len(sys.argv) > 1 else list(PLANS)
for dtype in dtypes:
    w = Width(dtype, 262144)
    auto = softgen.load(strategy="auto", cols=262144, dtype=dtype)
    line = f"{dtype} 262144 | auto {w.pct(auto, 'auto'):5.1f}"
    for write_k, sum_k in ((0, 0), (1, 0), (2, 0), (4, 0), (8, 0), (1, 1), (2, 2), (0, 2), (0, 8)):
        loader.render = patched(write_k, sum_k)
        loader._by_spec.clear()             # one launcher per spec otherwise
        try:
            f = softgen.load(strategy="cluster", cols=262144, dtype=dtype, backend="cuda", **PLANS[dtype])
        finally:
            loader.render = render
        line += f" | w{write_k} s{sum_k} {w.pct(f, f'{dtype} write {write_k} sum {sum_k}'):5.1f}"
    print(line, flush=True)
