"""audit_spills.py on the GPU's own compiler: every CUDA kernel auto serves on a table (the
first and last width of each run of one shape, audit_spills.runs), compiled by NVRTC as
softgen.load compiles it (loader.compile_cubin's options) with ptxas' report asked for. The
H100 / H200 tables' spill checks ran nvcc 13.0 on a machine without a GPU; the device's NVRTC
may allocate registers differently (flat bf16 63 at 64 rows: 40 there, 48 here).

Prints each run whose kernel has a stack frame or spills, the registers' spread, and a count.

    AUDIT_GPU=h200 python scripts/device_spills.py [OP ...]      (AUDIT_ARCH: default sm_90; no GPU needed)
"""
import os
import re
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from audit_spills import FRAME, runs
from softgen.generator.render import render_cuda
from softgen.runtime.loader import nvrtc_log

USED = re.compile(r"Used (\d+) registers")


def report(plan, arch: str) -> tuple[int, int]:
    """(registers, largest stack frame or spill in bytes) over the plan's entry points, from
    NVRTC's ptxas report for `arch` (sm_90)"""
    log = nvrtc_log(render_cuda(plan), plan.name, arch, ("--ptxas-options=-v",))
    return max(int(n) for n in USED.findall(log)), max(int(n) for frame in FRAME.findall(log) for n in frame)


if __name__ == "__main__":
    arch = os.environ.get("AUDIT_ARCH", "sm_90")
    registers, total, spilled = Counter(), 0, 0
    with ProcessPoolExecutor(os.cpu_count()) as pool:
        for op in sys.argv[1:] or ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"]:
            for dtype in ("bf16", "fp16", "fp32"):
                found = runs(op, dtype)
                plans = [p for _, ends in found for p in ends]
                sizes = dict(zip((p.name for p in plans), pool.map(partial(report, arch=arch), plans, chunksize=4)))
                for key, ends in found:
                    worst = max(sizes[p.name][1] for p in ends)
                    registers.update(sizes[p.name][0] for p in ends)
                    if worst:
                        spilled += 1
                        widths = "-".join(str(p.cols) for p in ends)
                        print(f"{op} {dtype} {widths}: {ends[0].strategy} {ends[0].spec.tunables()}, {key[2]} threads, "
                              f"{key[4]} packs, {key[5]} blocks an SM: {worst} bytes "
                              f"({', '.join(str(sizes[p.name][0]) for p in ends)} registers)")
                total += len(found)
                print(f"== {op} {dtype}: {len(found)} runs, {len(plans)} kernels built", flush=True)
    print(f"== {spilled} of {total} runs with a stack frame or spills; registers: "
          + ", ".join(f"{r}: {n}" for r, n in sorted(registers.items())))
