"""Time a cluster or smem kernel with parts of its row-edge (head / tail scalar) handling taken out of the
rendered CUDA source (exploration, not a test: the edited kernels write wrong edges, so each is
only checked to run; the unedited one is validated).  Which part of a row that does not start
or end on 16 bytes costs time.  Layouts as COLS:STRIDE (probe_stride.py); % of a copy of the
same bytes in the same run.

    python scripts/probe_edges.py bf16 op=softmax stage=1,cluster_size=16 195892:195896 195888:195888
    python scripts/probe_edges.py bf16 op=softmax strategy=smem 12345:12345
    python scripts/probe_edges.py fp32 op=softmax_backward stage=3,cluster_size=16,variants=shipped:late_grad \
        199001:199001
"""
import re
import sys

import torch

import softgen
import softgen.runtime.loader as loader
from softgen.bench.compare import validate
from explore import Width, bench, strided, tunables

EDITS = {   # variant -> (pattern, replacement) applied to the rendered .cu
    "shipped": [],
    "no_edge_loads": [(r"float (head|tail) = .*? : NEG_INF;", r"float \1 = NEG_INF;")],
    "no_edge_stores": [(r"\n\s*if \((rank == (0|CLUSTER - 1) && )?tid < split\.(head|tail)\) yr\[.*", "")],
    "ldg": [(r"to_float\(xr\[(tid|split\.tail_start\(\) \+ tid)\]\)", r"to_float(__ldg(xr + \1))")],
    # the edges read after the body's max (the body's loads issued first)
    # (cluster renders the body's max as a statement of its own, smem inside thread_max's)
    "late": [(r"(float head = .*?;\s*float tail = .*?;)(\s*)(const float body_max = stage_max\(.*?\);)",
              r"\3\2\1"),
             (r"(float head = .*?;\s*float tail = .*?;)(\s*)const float thread_max = fmaxf\(stage_max\((.*?)\), ",
              r"const float body_max = stage_max(\3);\2\1\2const float thread_max = fmaxf(body_max, ")],
    # backward (stage 1 / 3): the edges' y and dy read after the slice's partial
    "late_grad": [(r"(const GradEdges edges\(.*?\);)(\s*)"
                   r"const float thread_sum = edges\.add_to\(((?:stage|stream)_partial\([\s\S]*?\))\);",
                   r"const float body_sum = \3;\2\1\2const float thread_sum = edges.add_to(body_sum);")],
    # the reverse, once shipped (entry 101): the edges' y and dy read before the slice
    "early_grad": [(r"const float body_sum = ((?:stage|stream)_partial\([\s\S]*?\));(\s*)"
                    r"(const GradEdges edges\(.*?\);)\s*const float thread_sum = edges\.add_to\(body_sum\);",
                    r"\3\2const float thread_sum = edges.add_to(\1);")],
    "neither": [(r"float (head|tail) = .*? : NEG_INF;", r"float \1 = NEG_INF;"),
                (r"\n\s*if \((rank == (0|CLUSTER - 1) && )?tid < split\.(head|tail)\) yr\[.*", "")],
}
shipped_render = loader.render
edits = []


def edited_render(plan):
    rendered = shipped_render(plan)
    name = plan.name + ".cu"
    text = rendered.files[name]
    matched = 0
    for pattern, replacement in edits:        # a variant's patterns: alternatives, one must match
        text, n = re.subn(pattern, replacement, text)
        matched += n
    assert matched or not edits, f"edits {edits!r} matched nothing"
    rendered.files[name] = text
    return rendered


loader.render = edited_render
dtype, op, config = sys.argv[1], sys.argv[2][3:], sys.argv[3]
fields = tunables(config)
strategy = fields.pop("strategy", "cluster")
chosen = fields.pop("variants", "").split(":")      # variants=shipped:late_grad (default: all)
EDITS = {k: v for k, v in EDITS.items() if k in chosen or chosen == [""]}
print(f"{op} {dtype} {strategy} {config}: % of copy by layout cols:stride, " + " / ".join(EDITS))
for layout in sys.argv[4:]:
    cols, stride = map(int, layout.split(":"))
    w = Width(dtype, cols, op)
    xs = [strided(t, stride) for t in w.inputs]
    out = strided(torch.full_like(w.inputs[0], float("nan")), stride)
    row = []
    for variant, variant_edits in EDITS.items():
        edits[:] = variant_edits
        loader._by_spec.clear()
        f = softgen.load(op=op, strategy=strategy, cols=cols, dtype=dtype, backend="cuda", **fields)
        f(*xs, out=out)
        torch.cuda.synchronize()
        if variant == "shipped":
            validate(op, out, [t.contiguous() for t in xs], layout)
        row.append(100 * w.tensors / 2 * w.copy_ms / bench(lambda: f(*xs, out=out)))
    print(f"{cols:7d}:{stride:<7d} " + " ".join(f"{p:6.1f}" for p in row), flush=True)
