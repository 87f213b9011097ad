"""What auto's bound on Triton online entries across the 16-element line moves on the H200 table
(no GPU), notes entry 193.  Triton online's launcher peels rows whose width (or strides) is not a
multiple of 16 elements (triton_module.py.j2: `peel`), so an entry timed at such a width runs
another kernel than at one that is, though both are multiples of 16 bytes (entry 192: fp32 softmax
past 8192, 84.5-86.7% of copy peeled against 96.1-98.6 not), and its tiles follow the row's power
of two; auto._peels_apart holds entries to their side of both past auto.ONLINE_PEEL_BOUND_BYTES
a row.  For widths of LO-HI that are multiples of 16 bytes (--every: every width), auto's pick
without the bound and with it (past BYTES a row, default the shipped bound) where it is another
kernel, as runs: "op dtype from ENTRY (strategy, backend) {tunables} -> ENTRY
(strategy, backend) {tunables} count first last [widths]".  With LINES, a try_matrix line for each
run (device_env.sh's matrices): up to PER_RUN widths spread over it, the kernel without the bound
as the config (auto on the device has it).

    python scripts/online_carry_scope.py 128 20000 [BYTES [LINES [PER_RUN]]] [--every]
"""
import collections
import sys

from audit_auto import entry_width
from softgen import auto
from softgen.auto import H200, choose
from softgen.generator.spec import KernelSpec

OPS = ("softmax", "log_softmax", "softmax_backward", "log_softmax_backward")
DTYPES = ("fp32", "bf16", "fp16")


def served(lo, hi, every=False):
    """(op, dtype, cols) -> (strategy, backend, tunables, serving entry's width) at 16-byte multiples
    (every: at every width)."""
    picks = {}
    for op in OPS:
        for dtype in DTYPES:
            step = 1 if every else 4 if dtype == "fp32" else 8
            for cols in range(-(-lo // step) * step, hi, step):
                choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both"), H200, (9, 0))
                picks[op, dtype, cols] = (choice.spec.strategy, choice.spec.backend,
                                          tuple(sorted(choice.spec.tunables().items())), str(entry_width(choice) or ""))
    return picks


def config(strategy, backend, tunables):
    return ",".join([f"strategy={strategy}", f"backend={backend}"] + [f"{k}={v}" for k, v in tunables])


def served_with(bound, lo, hi, every):
    """served() with auto.ONLINE_PEEL_BOUND_BYTES at bound."""
    auto.ONLINE_PEEL_BOUND_BYTES = bound
    auto.forget_tables()
    return served(lo, hi, every)


def main(lo, hi, bound=auto.ONLINE_PEEL_BOUND_BYTES, lines=None, per_run=2, every=False):
    before, after = served_with(float("inf"), lo, hi, every), served_with(bound, lo, hi, every)
    runs = collections.defaultdict(list)
    for key, pick in before.items():
        if pick[:3] != after[key][:3]:      # another kernel, not only another entry's reason
            runs[key[:2] + (pick[3], pick[:2], pick[2]) + after[key]].append(key[2])
    out = []
    for (op, dtype, entry, kernel, old, strategy, backend, tunables, new), widths in sorted(runs.items()):
        print(op, dtype, "from", entry, kernel, dict(old), "->", new, (strategy, backend), dict(tunables),
              len(widths), widths[0], widths[-1], widths[:6])
        picked = sorted({widths[round(i * (len(widths) - 1) / max(1, per_run - 1))] for i in range(per_run)})
        out.append(f"{op} {dtype} {','.join(map(str, picked))} {config(*kernel, old)}")
    if lines:
        with open(lines, "w") as f:
            f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--every"]
    main(*map(int, args[:3]), *args[3:4], *map(int, args[4:5]), every="--every" in sys.argv)
