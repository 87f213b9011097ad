"""SASS opcode counts of rendered CUDA kernels (exploration; needs nvcc and cuobjdump): where two
kernels that should cost the same run apart, which instructions differ.

    python scripts/sass_mix.py op=log_softmax_backward cluster 43493 bf16,fp16 stage=1 cluster_size=16
Writes each kernel's SASS to $OUT/sass-<dtype>.txt.
"""
import collections
import os
import re
import subprocess
import sys
import tempfile

from softgen.generator.plan import make_plan
from softgen.generator.render import render_cuda
from softgen.generator.spec import KernelSpec

args = sys.argv[1:]
op = args.pop(0)[3:] if args[0].startswith("op=") else "softmax"
strategy, cols, dtypes = args[0], int(args[1]), args[2].split(",")
tunables = {k: int(v) for k, v in (a.split("=") for a in args[3:])}
counts = {}
for dtype in dtypes:
    plan = make_plan(KernelSpec(op=op, strategy=strategy, cols=cols, dtype=dtype, backend="cuda", **tunables))
    with tempfile.TemporaryDirectory() as tmp:
        src, cubin = os.path.join(tmp, "k.cu"), os.path.join(tmp, "k.cubin")
        open(src, "w").write(render_cuda(plan))
        subprocess.run(["nvcc", "-arch=sm_90", "-cubin", "-std=c++17", "-o", cubin, src], check=True,
                       capture_output=True)
        sass = subprocess.run(["cuobjdump", "-sass", cubin], capture_output=True, text=True, check=True).stdout
    open(os.path.join(os.environ.get("OUT", "."), f"sass-{dtype}.txt"), "w").write(sass)
    ops = re.findall(r"/\*[0-9a-f]{4}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_]*)", sass)
    counts[dtype] = collections.Counter(ops)
    print(f"{dtype}: {len(ops)} instructions", flush=True)
names = sorted(set().union(*counts.values()), key=lambda n: -max(c[n] for c in counts.values()))
print(f"{'opcode':>10} " + " ".join(f"{d:>6}" for d in dtypes))
for n in names:
    print(f"{n:>10} " + " ".join(f"{counts[d][n]:6d}" for d in dtypes))
