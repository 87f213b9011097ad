"""The ninety-eighth session's H200 table entries for backend "triton" (notes entry 181): Triton
smem's gluon kernel (its new default: 4 warps under 32 KB, a copy group a tile) where calls asking
for backend "triton" took Triton online carried from far entries (16-bit rows not a multiple of 16
bytes from 16393 columns: 1001 / 1025's, 64-82% of copy; fp16 aligned 8200-16384: 50000's,
83.5-85.9).  Round d timed the kernel at 18005, 26003, 30001 (and fp16 13000) at 92.4-97.0,
against 64.2-83.5 for what auto served backend "triton" there (docs/bench/ninetyeighth-d-matrices.txt,
column c1, the default; c5 auto's Triton pick).  Each width gets a "backend_only" entry; backend
"both" and "cuda" keep their picks.  With `refresh`, the table's Triton smem entries at the widths
of round e's table (16-bit 4500-24000, timed on the old kernel) take its column c2's figures (Triton
smem's default, the kernel they now serve).

    python scripts/ninetyeighth_entries.py softgen/tuning/h200.json docs/bench/ninetyeighth-d-matrices.txt
    python scripts/ninetyeighth_entries.py refresh softgen/tuning/h200.json docs/bench/ninetyeighth-e-matrices.txt
    python scripts/ninetyeighth_entries.py refresh softgen/tuning/h200.json docs/bench/ninetyninth-a-matrices.txt

The ninety-ninth session's round a re-timed them all (16-bit 4500-30001) on the kernel with its
full tiles unmasked, in the same columns: 92.3-99.3 -> 95.2-100.0.
"""
import json
import re
import sys

from softgen.auto import table_group
from softgen.bench.tune import save     # the table as `softgen tune` writes it

WIDTHS = {"bf16": (18005, 26003, 30001), "fp16": (13000, 18005, 26003, 30001)}
TITLE = re.compile(r"^(\w+) (bf16|fp16|fp32) auto: % of copy")
ROW = re.compile(r"^\s+(\d+)\s+(.*?)\s+copy (\d+) GB/s")


def timed(lines, column=1):
    """{(op, dtype, cols): (the column's % of copy, copy GB/s)} of a try_matrix table; a width
    the config rejects ("-"), or a table without the column, is left out."""
    out, key = {}, None
    for line in lines:
        if m := TITLE.match(line):
            key = m[1], m[2]
        elif (m := ROW.match(line)) and key:
            cells = m[2].split()
            if column < len(cells) and cells[column] != "-":
                out[key + (int(m[1]),)] = float(cells[column]), float(m[3])
    return out


def figures(pct, copy):
    """A table entry's figures from a % of copy and the copy's GB/s in the same run."""
    return {"gbps": round(pct * copy / 100, 1), "pct_copy": pct}


def main(path, matrices):
    table = json.load(open(path))
    for (op, dtype, cols), (pct, copy) in sorted(timed(open(matrices)).items()):
        if cols not in WIDTHS[dtype]:
            continue
        entries = table[table_group(op)][dtype]
        assert not any(e["cols"] == cols for e in entries), (op, dtype, cols)
        entries.append({"cols": cols, "strategy": "smem", "backend": "triton", "tunables": {},
                        **figures(pct, copy), "backend_only": True})
        entries.sort(key=lambda e: e["cols"])           # stable: a width's entries keep their order
        print(op, dtype, cols, pct)
    save(table, path)


def refresh(path, matrices):
    table = json.load(open(path))
    for (op, dtype, cols), (pct, copy) in sorted(timed(open(matrices), column=2).items()):
        for e in table[table_group(op)][dtype]:
            if e["cols"] == cols and e["strategy"] == "smem" and e["backend"] == "triton":
                print(op, dtype, cols, e["pct_copy"], "->", pct)
                e.update(figures(pct, copy))
    save(table, path)


if __name__ == "__main__":
    if sys.argv[1:2] == ["refresh"] and len(sys.argv) == 4:
        refresh(*sys.argv[2:])
    elif len(sys.argv) == 3:
        main(*sys.argv[1:])
    else:
        sys.exit(__doc__)
