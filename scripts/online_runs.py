"""Runs of widths the H200 table serves on Triton online (no GPU): for each op and dtype, each
entry's widths from LO to HI, where it serves MIN or more, as "op dtype entry count first last".

    python scripts/online_runs.py 1024 32768 40
"""
import sys

from audit_auto import entry_width
from softgen.auto import H200, choose
from softgen.generator.spec import KernelSpec

OPS = ("softmax", "log_softmax", "softmax_backward", "log_softmax_backward")


def main(lo, hi, min_len):
    for op in OPS:
        for dtype in ("bf16", "fp16", "fp32"):
            runs = {}       # the serving entry's width (from the choice's reason) -> widths it serves
            for cols in range(lo, hi):
                choice = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both"), H200, (9, 0))
                if (choice.spec.strategy, choice.spec.backend) == ("online", "triton"):
                    runs.setdefault(entry_width(choice), []).append(cols)
            for entry, widths in sorted(runs.items(), key=lambda kv: -len(kv[1])):
                if len(widths) >= min_len:
                    print(op, dtype, entry, len(widths), widths[0], widths[-1], flush=True)


if __name__ == "__main__":
    main(*map(int, sys.argv[1:4]))
