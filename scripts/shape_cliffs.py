"""List the widths where auto serves a table entry's config as another kernel than the one timed
(no GPU needed): the config's plan at the served width differs from its plan at the entry's
width in a field that shapes the kernel (packs a thread, threads, stage, cluster, blocks an SM,
the row's 16-byte alignment).  The eighty-ninth session's weak cells were such widths (notes
entry 172): 10237's x 2 stage 6 takes six packs a thread from 10248 (94% of copy there, 100-101.5
at five); 80000's stage 1, timed on a row of a 16-byte multiple, served rows that are not at 94.5-96;
65536's default shape served 66000-67000 at 88-90.  The list is where to time next, not a verdict:
many such changes cost nothing (CUDA block sizes its block to the row by design).  A change of
alignment alone (an odd width served by an aligned entry: most of them) shows with --alignment.

    python scripts/shape_cliffs.py [--alignment] [DEVICE [STEPS]]
        (default: the H200, 100 widths a decade over 128-262144; on the eighty-ninth session's
        table 286 widths of the 3996 a change beyond alignment, 1387 with it)
"""
import math
import sys
from collections import Counter

from softgen.auto import H200, choose
from softgen.errors import SoftgenError
from softgen.generator.plan import make_plan
from softgen.generator.spec import KernelSpec

# plan fields whose change makes another kernel of the same config
FIELDS = ("vec", "block_size", "threads_per_row", "rows_per_block", "packs_per_thread", "stage",
          "cluster_size", "min_blocks", "max_registers")
OPS = ("softmax", "log_softmax", "softmax_backward", "log_softmax_backward")


def shape(spec: KernelSpec) -> dict:
    plan = make_plan(spec)
    return {**{f: getattr(plan, f) for f in FIELDS}, "aligned": spec.cols * spec.itemsize % 16 == 0}


def log_widths(steps: int, lo: int = 128, hi: int = 262144) -> list[int]:
    """`steps` widths a decade, lo to hi, both ends in."""
    a, b = math.log10(lo), math.log10(hi)
    return sorted({round(10 ** (a + i / steps)) for i in range(int((b - a) * steps) + 1)} | {lo, hi})


def cliffs(device: str, widths, alignment=False, ops=OPS, dtypes=("fp32", "bf16", "fp16")):
    """(op, dtype, width, entry width, served spec, {field: (timed, served)}) where auto on device's
    table serves another entry's config as another kernel (a change of alignment alone counted
    only with `alignment`)."""
    for op in ops:
        for dtype in dtypes:
            for cols in widths:
                choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype), device, (9, 0))
                if " at width " not in choice.reason:
                    continue
                entry_cols = int(choice.reason.split(" at width ")[1].split()[0])
                if entry_cols == cols:
                    continue
                spec = choice.spec
                try:
                    timed = shape(KernelSpec(**{**spec.__dict__, "cols": entry_cols}))
                except SoftgenError:
                    continue
                served = shape(spec)
                moved = {f: (timed[f], served[f]) for f in timed if timed[f] != served[f]}
                if moved and (alignment or set(moved) != {"aligned"}):
                    yield op, dtype, cols, entry_cols, spec, moved


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--alignment"]
    device = args[0] if args else H200
    steps = int(args[1]) if len(args) > 1 else 100
    count = Counter()
    for op, dtype, cols, entry_cols, spec, moved in cliffs(device, log_widths(steps), "--alignment" in sys.argv):
        count[op, dtype] += 1
        changes = ", ".join(f"{f} {a} -> {b}" for f, a, b in ((f, *ab) for f, ab in moved.items()))
        print(f"{op:21} {dtype} {cols:7d} from {entry_cols:7d}: {spec.strategy} {spec.backend} "
              f"{spec.tunables() or ''}  {changes}")
    for (op, dtype), n in sorted(count.items()):
        print(f"== {op} {dtype}: {n} widths")
