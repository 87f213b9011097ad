"""The H200 table of the seventy-fourth session (notes entry 157): the seventy-third's with
"warps_bound" (auto._carries: a cluster stage 6 entry serves no width where its kernel runs fewer
blocks an SM than at its own width; round b: at 12 of 21 runs it moves, +1.6 to +6.8% of copy),
and where the entry that serves in its place ran slower in both of round b's runs (by more than
one point), an entry at that width for the kernel that served before (timed there: its blocks an
SM are its own width's), so the rule costs nothing where round b timed it.  Then rounds c-g:
16-bit forward 4000-90000, where stage 6 over clusters of 2 ran 99-101 and block 256 100-102 at
widths the table served 89-96 (among them the H100's entries there, its x 4 at 128 threads).

    cd scripts && python h200_warps_bound.py ../baseline/h200-73end.json ../softgen/tuning/h200.json \\
        ../docs/bench/seventyfourth-b-warps-1.txt ../docs/bench/seventyfourth-b-warps-2.txt \\
        ../docs/bench/seventyfourth-c-matrices.txt:h200-74b ../docs/bench/seventyfourth-d-matrices.txt:h200-74b \\
        ../docs/bench/seventyfourth-e-matrices.txt:h200-74d ../docs/bench/seventyfourth-f-matrices.txt:h200-74f \\
        ../docs/bench/seventyfourth-g-matrices.txt:h200-74f ../docs/bench/seventyfourth-h-matrices.txt:h200-74g \\
        ../docs/bench/seventyfourth-i-matrices.txt:h200-74h

BASE is the table shipped before the session (`git show 686f6ea:softgen/tuning/h200.json`).  The
-warps- rounds are scripts/try_table_rule.py's output (TIME=1), the same widths in each; then
try_matrix rounds ROUND.txt:SHIPPED (their `strategy=auto` ran baseline/SHIPPED.json) add an
entry at each width they timed for its fastest kernel.  baseline/h200-74b.json is this script's
output from round b alone (what rounds c and d ran); h200-74d.json from rounds b-d (round e's),
h200-74f.json from rounds b-e (rounds f and g's), h200-74g.json from rounds b-g (round h's) and
h200-74h.json from rounds b-h (round i's),
the first two before the log_softmax bf16 entries at 65545 / 66487 were found to spill (x 4
there then; SPILLS), which serve none of the later rounds' widths.
"""
import json
import re
import sys
from pathlib import Path

from add_h200_entries import COPY_GBPS, enter, enter_fastest, measured, spec_of
from fill_h200 import ROOT
from softgen.bench.tune import save     # the table as `softgen tune` writes it

# try_table_rule.py's timed line: op dtype cols (first-last) without with delta  label -> label
PICK = re.compile(r"^(\w+) (fp32|bf16|fp16)\s+(\d+) \(\S+\)\s+([\d.]+)\s+([\d.]+)\s+\S+\s+(.+?)\s+->\s+(.+)$")
# Widths whose fastest kernel spills registers (tests/test_render.py holds the H200 table to none):
# the next fastest serves (bf16 stage 6 x 4 at 288 threads, the spills of bf16 66192-71393 in notes
# entry 156's audit: log_softmax 65545 / 66160 / 66487, softmax 72150 / 73100; log_softmax x 4 at 128
# threads bound to 8 blocks at 24700).  SKIP: no entry (log_softmax bf16 25300, where the two fastest
# spill and the rest ran 0.6 below them: 24700's and 26000's entries serve)
SPILLS = {("log_softmax", "bf16", 65545), ("log_softmax", "bf16", 66160), ("log_softmax", "bf16", 66487),
          ("softmax", "bf16", 72150), ("softmax", "bf16", 73100), ("log_softmax", "bf16", 24700)}
SKIP = {("log_softmax", "bf16", 25300)}
LOSS = 1.0          # % of copy the rule's pick must lose by, in every run, for the old kernel's entry


if __name__ == "__main__":
    base_path, out_path, *rounds = sys.argv[1:]
    table = json.loads(Path(base_path).read_text())
    table["warps_bound"] = True
    timed = {}
    for path in (r for r in rounds if "-warps-" in r):
        for line in open(path):
            if m := PICK.match(line):
                timed.setdefault((m[1], m[2], int(m[3]), m[6]), []).append((float(m[4]), float(m[5])))
    for (op, dtype, cols, label), runs in sorted(timed.items()):
        if all(without - with_ > LOSS for without, with_ in runs):
            pct = round(sum(without for without, _ in runs) / len(runs), 1)
            enter(table, op, dtype, cols, spec_of(label, op, dtype, cols), pct, COPY_GBPS[dtype])
    for arg in (r for r in rounds if "-warps-" not in r):
        path, shipped = arg.split(":")
        for op, dtype, cols, cells, copy in measured(open(path), ROOT / f"baseline/{shipped}.json", False):
            if (op, dtype, cols) not in SKIP:
                enter_fastest(table, op, dtype, cols, cells, copy, SPILLS)
    table["environment"]["added"] += (
        "; the seventy-fourth session's warps_bound, and entries where the entry serving in its place "
        "ran slower (scripts/h200_warps_bound.py; notes entry 157)")
    save(table, out_path)
