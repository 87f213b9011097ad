"""The H200 table of the seventy-fifth session (notes entry 158): the seventy-fourth's with 16-bit
softmax / log_softmax 97000-262144 on cluster stage 7 at a blocks_per_sm bound (six packs a
thread in registers in bf16, five in fp16, the rest of each slice in shared memory): every entry there goes (stage 6
at 80 registers, 82-93% of copy where round e timed stage 7 at 91-97), then each width rounds
e-g, i and k timed gets its fastest kernel in any of them that builds without spills.

    cd scripts && python h200_stage7.py ../baseline/h200-74end.json ../softgen/tuning/h200.json \\
        ../docs/bench/seventyfifth-e1-matrices.txt ../docs/bench/seventyfifth-e2-matrices.txt \\
        ../docs/bench/seventyfifth-f-matrices.txt ../docs/bench/seventyfifth-g-matrices.txt \\
        ../docs/bench/seventyfifth-i-matrices.txt:h200-75h ../docs/bench/seventyfifth-k-matrices.txt:h200-75i

BASE is the table shipped before the session (`git show f9d9a5c:softgen/tuning/h200.json`); rounds
e-g's `strategy=auto` ran it, a round ROUND.txt:NAME's ran baseline/NAME.json (h200-75h.json: this
script's output from rounds e-g, what round h timed; h200-75i.json from rounds e-i, what rounds j
and k timed).  Round k times the sweep's 131072, whose stage 6 entry the drop took out: it and
131073 keep stage 6 (94.8-96.2 / 97.8-99.0 against stage 7's 92.7-94.5 / 96.3-97.2).
"""
import json
import sys
from pathlib import Path

from softgen import auto
from add_h200_entries import enter_fastest, measured, spill_free
from fill_h200 import ROOT
from softgen.bench.tune import save     # the table as `softgen tune` writes it

OPS = ("softmax", "log_softmax")
DTYPES = ("bf16", "fp16")
DROP = (97000, 262144)       # widths (inclusive) whose entries go
# fp16 stage 7 cells of rounds e and f ran six packs a thread, which spill 8-16 bytes; the plan now
# holds five there (rounds g and i timed them): theirs do not count
SIX_PACKS = ("seventyfifth-e", "seventyfifth-f")


if __name__ == "__main__":
    base_path, out_path, *rounds = sys.argv[1:]
    base = Path(base_path).resolve()
    table = json.loads(base.read_text())
    for op in OPS:
        group = table[auto.table_group(op)]
        for dtype in DTYPES:
            kept = [e for e in group[dtype] if not DROP[0] <= e["cols"] <= DROP[1]]
            print(f"{op} {dtype}: {len(group[dtype]) - len(kept)} entries at {DROP[0]}-{DROP[1]} go")
            group[dtype] = kept
    timed = {}          # a width's cells from every round (round f timed some of round e's widths again)
    for arg in rounds:
        path, shipped = (arg.split(":") + [""])[:2]
        for op, dtype, cols, cells, copy in measured(open(path), ROOT / f"baseline/{shipped}.json" if shipped else base,
                                                     False):
            if dtype == "fp16" and any(name in path for name in SIX_PACKS):
                cells = [(spec, pct) for spec, pct in cells if spec.stage != 7]
            timed.setdefault((op, dtype, cols), ([], copy))[0].extend(cells)
    for (op, dtype, cols), (cells, copy) in sorted(timed.items()):
        # the fastest that builds without spills: bf16 log_softmax 220000's x 12 and x 16 at 160
        # threads spill 8 bytes
        enter_fastest(table, op, dtype, cols, spill_free(cells), copy)
    table["environment"]["added"] += (
        "; the seventy-fifth session's 16-bit softmax / log_softmax 97000-262144 on cluster stage 7 at a "
        "blocks_per_sm bound (scripts/h200_stage7.py; notes entry 158)")
    save(table, out_path)
