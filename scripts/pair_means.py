"""Two-config try_matrix rounds (c0 the new table's auto, c1 the table before), each run in passes:
per width the mean of the passes, then median / lowest / count under 95 of each, by op.

    python scripts/pair_means.py docs/bench/seventysixth-g-pass1.txt docs/bench/seventysixth-g-pass2.txt
"""
import re
import statistics
import sys

rows = {}
for path in sys.argv[1:]:
    op = None
    for line in open(path):
        if m := re.match(r"^(\w+) (fp32|bf16|fp16) auto", line):
            op = f"{m[1]} {m[2]}"
        elif m := re.match(r"^\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+copy", line):
            rows.setdefault((op, int(m[1])), []).append((float(m[2]), float(m[3])))
new, old = [], []
for (op, cols), cells in sorted(rows.items()):
    n, o = (statistics.mean(c[i] for c in cells) for i in (0, 1))
    new.append(n), old.append(o)
    print(f"{op:26} {cols:7d} {n:6.1f} {o:6.1f} {n - o:+5.1f}")
for name, xs in (("new", new), ("before", old)):
    print(f"{name:7} median {statistics.median(xs):.1f} lowest {min(xs):.1f} under 95: {sum(x < 95 for x in xs)} of {len(xs)}")
