"""SASS opcode counts (exploration): where two kernels that should cost the same run apart, which
instructions differ.  Two sources:

- rendered CUDA kernels, their static instructions (needs nvcc and cuobjdump); writes each
  kernel's SASS to $OUT/sass-<dtype>.txt:

    python scripts/sass_mix.py op=log_softmax_backward cluster 43493 bf16,fp16 stage=1 cluster_size=16

- Nsight Compute source pages (`ncu --import R --page source --print-source sass --csv`, as
  scripts/round_fiftyninth_g.sh writes them; .csv or .csv.gz), the instructions each launch
  executed, warp by warp:

    python scripts/sass_mix.py docs/bench/fiftyninth-i-sass-auto-bf16-163064.csv.gz \\
        docs/bench/fiftyninth-j-sass-quack-bf16-163064.csv.gz
"""
import collections
import csv
import gzip
import os
import re
import subprocess
import sys
import tempfile

PREDICATE = r"@!?U?P\w+\s+"       # an instruction's guard, `@!P0 `


def rendered(args: list[str]) -> dict[str, collections.Counter]:
    """{dtype: opcode counts} of the kernels the arguments name, rendered and compiled here."""
    from softgen.generator.plan import make_plan
    from softgen.generator.render import render_cuda
    from softgen.generator.spec import KernelSpec
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
        counts[dtype] = collections.Counter(re.findall(rf"/\*[0-9a-f]{{4}}\*/\s+(?:{PREDICATE})?([A-Z][A-Z0-9_]*)", sass))
    return counts


def executed(path: str) -> collections.Counter:
    """Opcode counts of the warp-level instructions executed, from an Nsight Compute source page."""
    with (gzip.open(path, "rt") if path.endswith(".gz") else open(path)) as f:
        rows = list(csv.reader(f))
    at = next(i for i, r in enumerate(rows) if r and r[0] == "Address")
    source, count = rows[at].index("Source"), rows[at].index("Instructions Executed")
    counts = collections.Counter()
    for r in rows[at + 1:]:
        if len(r) > count and r[count].replace(",", "").isdigit():
            line = re.sub(rf"^{PREDICATE}", "", r[source].strip())
            counts[line.split()[0].split(".")[0] if line else "?"] += int(r[count].replace(",", ""))
    return counts


args = sys.argv[1:]
from_ncu = all(a.endswith((".csv", ".csv.gz")) for a in args)
if from_ncu:          # columns #1, #2, ...: the files in order
    counts = {f"#{i}": executed(a) for i, a in enumerate(args, 1)}
    for (key, mix), path in zip(counts.items(), args):
        print(f"{key} {path}: {sum(mix.values()) / 1e6:.2f} M instructions executed")
else:
    counts = rendered(args)
    for key, mix in counts.items():
        print(f"{key}: {sum(mix.values())} instructions")
names = sorted(set().union(*counts.values()), key=lambda n: -max(c[n] for c in counts.values()))
if from_ncu and len(counts) == 2:     # the opcodes whose counts differ most first
    a, b = counts.values()
    names.sort(key=lambda n: -abs(a[n] - b[n]))
width = 8 if from_ncu else 6
print(f"{'opcode':>10} " + " ".join(f"{k:>{width}}" for k in counts))
for n in names[:30] if from_ncu else names:
    print(f"{n:>10} " + " ".join(f"{c[n] / 1e6:7.2f}M" if from_ncu else f"{c[n]:6d}" for c in counts.values()))
