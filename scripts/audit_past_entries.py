"""List the H100 table's CUDA register entries (warp, block) whose shape holds more packs a
thread one or two 16-byte packs past their width, where auto still serves that width from them
(no GPU needed).  Such a step cost bf16 softmax_backward 2048's block x 256 ten points at 2056
and 128's 16 lanes six at 136 (notes entry 126); at fp16 softmax 1024 and fp32 backward 2048 it
cost nothing.  Time the widths it prints with try_matrix (auto against the strategy's default).

    python scripts/audit_past_entries.py [OP ...]
"""
import sys

from audit_auto import TABLE, served
from softgen.auto import table_entries
from softgen.generator.plan import make_plan
from softgen.generator.spec import DTYPES, KernelSpec

ops = sys.argv[1:] or ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"]
for op in ops:
    for dtype in ("bf16", "fp16", "fp32"):
        pack = 16 // DTYPES[dtype]
        for entry in table_entries(TABLE, op, dtype)[1]:
            if entry["backend"] != "cuda" or entry["strategy"] not in ("warp", "block"):
                continue
            fields = dict(strategy=entry["strategy"], backend="cuda", dtype=dtype, op=op, **entry["tunables"])
            held = make_plan(KernelSpec(cols=entry["cols"], **fields)).packs_per_thread
            steps = []
            for cols in (entry["cols"] + pack, entry["cols"] + 2 * pack):
                spec = served(op, dtype, cols).spec
                if spec == KernelSpec(cols=cols, **fields) and make_plan(spec).packs_per_thread > held:
                    steps.append(cols)
            if steps:
                print(f"{op} {dtype} {entry['cols']} {entry['strategy']} {entry['tunables']}: "
                      f"{held} packs a thread, more at {', '.join(map(str, steps))}")
