"""List the CUDA kernels auto serves on the H100 table (AUDIT_GPU=h200: the H200's; audit_auto.py)
that ptxas builds with a stack frame or
spills (no GPU needed; nvcc on the PATH).  Every stage 6 shape that fell under its neighbours in
the forty-ninth session spilled (notes entry 128).  Widths are probed 0.2% apart (log scale) from
128 (AUDIT_FROM) to 262144; consecutive widths auto serves with the same shape (strategy, tunables, threads,
packs a thread, blocks an SM, stage, cluster size) form a run, and the first and last width of
each run are built for sm_90.  Prints each run with a spill, and a count of runs built.

    python scripts/audit_spills.py [OP ...]
    AUDIT_GPU=h200 AUDIT_FROM=65536 python scripts/audit_spills.py softmax     (the H200's, from 65536)
"""
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

from audit_auto import log_widths, served
from softgen.generator.plan import make_plan
from softgen.generator.render import render_cuda

FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")


def shape(plan):
    return (plan.strategy, tuple(sorted(plan.spec.tunables().items())), plan.block_size, plan.threads_per_row,
            plan.packs_per_thread, plan.min_blocks, plan.stage, plan.cluster_size)


def runs(op, dtype):
    """[(shape, [plans of its first and last width])] of the CUDA kernels auto serves"""
    out = []
    for cols in log_widths(int(os.environ.get("AUDIT_FROM", "128")), 262144):
        spec = served(op, dtype, cols).spec
        if spec.backend == "cuda":
            plan = make_plan(spec)
            key = shape(plan)
            if out and out[-1][0] == key:
                out[-1][1][1:] = [plan]
            else:
                out.append((key, [plan]))
    return out


def spills(plan) -> int:
    """the largest stack frame or spill (bytes) of the plan's entry points, as ptxas reports"""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "k.cu")
        with open(src, "w") as f:
            f.write(render_cuda(plan))
        done = subprocess.run(["nvcc", "-arch=sm_90", "-cubin", "-Xptxas", "-v", "-o", os.path.join(tmp, "k.cubin"), src],
                              capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"{plan.name}: nvcc failed\n{done.stderr[-2000:]}")
    return max(int(n) for frame in FRAME.findall(done.stdout + done.stderr) for n in frame)


if __name__ == "__main__":
    for op in sys.argv[1:] or ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"]:
        for dtype in ("bf16", "fp16", "fp32"):
            found = runs(op, dtype)
            plans = [p for _, ends in found for p in ends]
            with ThreadPoolExecutor(os.cpu_count()) as pool:
                sizes = dict(zip((p.name for p in plans), pool.map(spills, plans)))
            for key, ends in found:
                worst = max(sizes[p.name] for p in ends)
                if worst:
                    widths = "-".join(str(p.cols) for p in ends)
                    print(f"{op} {dtype} {widths}: {ends[0].strategy} {ends[0].spec.tunables()}, {key[2]} threads, "
                          f"{key[4]} packs, {key[5]} blocks an SM: {worst} bytes")
            print(f"== {op} {dtype}: {len(found)} runs, {len(plans)} kernels built", flush=True)
