"""Executed SASS instructions by opcode from Nsight Compute's source page (`ncu --import R
--page source --print-source sass --csv`, as scripts/round_fiftyninth_g.sh writes them; .csv or
.csv.gz): each kernel's total and its opcodes' shares, then, for two kernels, the opcodes whose
counts differ most (per warp of the first kernel's launch where WARPS is given).

    python scripts/sass_mix.py docs/bench/fiftyninth-i-sass-auto-bf16-163064.csv.gz \\
        docs/bench/fiftyninth-j-sass-quack-bf16-163064.csv.gz
"""
import collections
import csv
import gzip
import re
import sys


def executed(path: str) -> list[tuple[str, int]]:
    """(SASS line, warp-level instructions executed) of each instruction of the file's kernel."""
    with (gzip.open(path, "rt") if path.endswith(".gz") else open(path)) as f:
        rows = list(csv.reader(f))
    at = next(i for i, r in enumerate(rows) if r and r[0] == "Address")
    source, count = rows[at].index("Source"), rows[at].index("Instructions Executed")
    out = []
    for r in rows[at + 1:]:
        if len(r) > count and r[count].replace(",", "").isdigit():
            out.append((r[source].strip(), int(r[count].replace(",", ""))))
    return out


def opcode(line: str) -> str:
    """The opcode without its predicate and modifiers (`@!P0 LDG.E.128` -> LDG)."""
    return re.sub(r"^@!?U?P\w+\s+", "", line).split()[0].split(".")[0] if line else "?"


def by_opcode(path: str) -> collections.Counter:
    counts = collections.Counter()
    for line, n in executed(path):
        counts[opcode(line)] += n
    return counts


kernels = sys.argv[1:]
mixes = [by_opcode(p) for p in kernels]
for path, mix in zip(kernels, mixes):
    total = sum(mix.values())
    print(f"{path}: {total / 1e6:.2f} M instructions")
    print("  " + ", ".join(f"{k} {v / total * 100:.1f}%" for k, v in mix.most_common(16)))
if len(mixes) == 2:
    a, b = mixes
    print(f"{'opcode':10} {'first':>8} {'second':>8} {'difference':>10}")
    for k in sorted(set(a) | set(b), key=lambda k: -abs(a[k] - b[k]))[:20]:
        print(f"{k:10} {a[k] / 1e6:7.2f}M {b[k] / 1e6:7.2f}M {(a[k] - b[k]) / 1e6:+9.2f}M")
