"""Every launch plan (its fields and properties, or the error its spec gets) and, for a seventh of
them and every default, its rendered sources, over all ops, strategies, backends and dtypes at 187
widths (edges, the strategies' limits and random ones) and none, with 19 tunable sets, hashed
into a JSON file: run it before and after a change to the generator that should change nothing,
and compare the two (the split of plan.py, notes entry 171: identical).

    python scripts/plan_golden.py /tmp/before.json      # then, after the change
    python scripts/plan_golden.py /tmp/after.json && cmp /tmp/before.json /tmp/after.json
"""
import dataclasses
import hashlib
import itertools
import json
import random
import sys

from softgen.errors import SpecError
from softgen.generator.spec import KernelSpec
from softgen.generator.plan import make_plan, max_cols
from softgen.generator.render import render

r = random.Random(5)
widths = sorted({1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 137, 255, 256, 257, 377, 509, 511,
                 512, 513, 767, 768, 769, 781, 1000, 1023, 1024, 1025, 1101, 1279, 1535, 1537, 1785, 2041, 2047, 2048,
                 2049, 2077, 2101, 2304, 2389, 2553, 2733, 2809, 3047, 3071, 3072, 3073, 4096, 4097, 5001, 8192,
                 12345, 16384, 32768, 50000, 65536, 100000, 131072, 150001, 200001, 262144, 262143, 300000}
                | {int(2 ** r.uniform(0, 18.3)) for _ in range(150)})
variants = [{}, {"num_warps": 1}, {"num_warps": 2}, {"rows_per_block": 2}, {"threads_per_row": 4},
            {"block_size": 256}, {"cluster_size": 4}, {"stage": 2}, {"stage": 5}, {"stage": 6}, {"stage": 7},
            {"stage": 8}, {"num_stages": 2}, {"rows_per_block": 1}, {"cluster_size": 8, "stage": 4},
            {"blocks_per_sm": 2}, {"exchange": 1}, {"async_copy": 1}, {"bulk_store": 1}]
out = {}
n = 0
for op, strategy, backend, dtype in itertools.product(
        ("softmax", "log_softmax", "softmax_backward", "log_softmax_backward"),
        ("warp", "block", "smem", "online", "cluster"), ("cuda", "triton"), ("fp32", "bf16", "fp16")):
    out[f"max_cols {op} {strategy} {backend} {dtype}"] = repr(max_cols(strategy, dtype, backend, op))
    for cols in widths + [None]:
        for v in variants:
            key = f"{op} {strategy} {backend} {dtype} {cols} {sorted(v.items())}"
            try:
                spec = KernelSpec(op=op, strategy=strategy, backend=backend, dtype=dtype, cols=cols, **v)
                plan = make_plan(spec)
            except (SpecError, ValueError, TypeError) as e:
                out[key] = "error: " + repr(e)
                continue
            fields = {f.name: repr(getattr(plan, f.name)) for f in dataclasses.fields(plan)}
            props = {}
            for name in dir(type(plan)):
                if isinstance(getattr(type(plan), name, None), property):
                    try:
                        props[name] = repr(getattr(plan, name))
                    except Exception as e:
                        props[name] = "error: " + repr(e)
            val = json.dumps([fields, props], sort_keys=True)
            if n % 7 == 0 or v == {}:
                try:
                    rk = render(plan)
                    val += hashlib.sha1(repr(rk).encode()).hexdigest()
                except Exception as e:
                    val += "render error: " + repr(e)
            out[key] = hashlib.sha1(val.encode()).hexdigest() if not val.startswith("error") else val
            n += 1
json.dump(out, open(sys.argv[1], "w"), indent=0, sort_keys=True)
print(len(out), n)
