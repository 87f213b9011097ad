"""The ninety-ninth session's H200 table entries for backend "triton" (notes entry 182): Triton
smem's gluon kernel on 16-bit forward rows past 32768 columns (its range now, to 57344), where
calls asking for backend "triton" took Triton online (73.7-92.1% of copy).  Rounds d-e timed it
(column c2) beside auto's Triton pick (c1) at aligned widths 32776-57344 and odd ones 32777-57343
(docs/bench/ninetyninth-{d,e}-matrices.txt); each width where it led by more than a point gets a
"backend_only" entry (a width's Triton entry before, online at 50000, gives way), and the others
(57344) one of the online kernel they ran; backend "both" and "cuda" keep their picks.

    python scripts/ninetyninth_entries.py softgen/tuning/h200.json docs/bench/ninetyninth-d-matrices.txt docs/bench/ninetyninth-e-matrices.txt
    python scripts/ninetyninth_entries.py cluster softgen/tuning/h200.json docs/bench/ninetyninth-h-matrices.txt
"""
import json
import sys

from ninetyeighth_entries import figures, timed     # timed: a try_matrix table's column, {(op, dtype, cols): (pct, copy)}
from softgen.auto import table_group
from softgen.bench.tune import save     # the table as `softgen tune` writes it

MARGIN = 1.0


def main(path, *matrices):
    table = json.load(open(path))
    for matrix in matrices:
        smem_at = timed(open(matrix), column=2)
        for (op, dtype, cols), (pick, copy) in sorted(timed(open(matrix), column=1).items()):
            smem = smem_at[op, dtype, cols][0]
            entries = table[table_group(op)][dtype]
            if smem <= pick + MARGIN:
                # auto's Triton pick there was online at its default (50000's entry, which gives
                # way): entered as timed, so Triton smem's entry beside it does not serve the width
                assert not any(e["cols"] == cols and e["backend"] == "triton" for e in entries)
                entries.append({"cols": cols, "strategy": "online", "backend": "triton", "tunables": {},
                                **figures(pick, copy), "backend_only": True})
                entries.sort(key=lambda e: e["cols"])
                print(op, dtype, cols, "online kept", pick, "( smem", smem, ")")
                continue
            gone = [e for e in entries if e["cols"] == cols and e["backend"] == "triton"]
            assert all(e.get("backend_only") for e in gone), (op, dtype, cols)
            entries[:] = [e for e in entries if e not in gone]
            entries.append({"cols": cols, "strategy": "smem", "backend": "triton", "tunables": {},
                            **figures(smem, copy), "backend_only": True})
            entries.sort(key=lambda e: e["cols"])       # stable: a width's entries keep their order
            print(op, dtype, cols, pick, "->", smem, "(gone:", [e["strategy"] for e in gone], ")")
    save(table, path)


def cluster(path, matrix):
    """bf16 softmax / log_softmax 32777 (round h): 32767's / 32590's cluster x 2 stage 6 serve it at
    288 threads, spilling 48 / 16 bytes under nvcc (95.2 / 97.9% of copy); 32809's x 4 stage 6 ran
    98.2 / 98.3 (column c1) and takes a backend "both" entry, serving the odd widths to 32788."""
    table = json.load(open(path))
    for (op, dtype, cols), (pct, copy) in timed(open(matrix), column=1).items():
        if cols != 32777:
            continue
        entries = table[table_group(op)][dtype]
        assert not any(e["cols"] == 32777 and not e.get("backend_only") for e in entries)
        entries.append({"cols": 32777, "strategy": "cluster", "backend": "cuda",
                        "tunables": {"cluster_size": 4, "stage": 6},
                        **figures(pct, copy)})
        entries.sort(key=lambda e: e["cols"])
        print(op, dtype, 32777, pct)
    save(table, path)


if __name__ == "__main__":
    cluster(*sys.argv[2:]) if sys.argv[1] == "cluster" else main(*sys.argv[1:])
