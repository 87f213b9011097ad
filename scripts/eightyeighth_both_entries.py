"""The eighty-eighth session's backend "both" entries in the H200 table (notes entry 171): 16-bit
log_softmax rows of nine chunks (2049-2296) not a multiple of 16 bytes, where auto's own pick
(CUDA block, 2048's and 2115's entries) ran 94.8-96.9% of copy and Triton warp one warp a program
at 96 registers (its default since) 97.6-98.8 (round c, docs/bench/eightyeighth-c-matrices.txt;
2115 / 2132 round e's, where 2115's CUDA block entry goes); 2100 / 2150's figures are round d's
with the entries in (docs/bench/eightyeighth-d-matrices.txt; % of copy, copy GB/s of the same
run); 16-bit log_softmax 1470 / 1520 round g's (auto's own pick 95.6-97.5 from 1563's CUDA block
entry, the entries 97.7-101.0).  The table rebuilds from the session's start, its "added"
note aside:

    git show 470e5c5:softgen/tuning/h200.json > softgen/tuning/h200.json
    head -88 docs/bench/eightyeighth-b-matrices.txt > /tmp/b.txt      # its forward tables
    head -56 docs/bench/eightyeighth-d-matrices.txt > /tmp/d.txt      # its entry widths
    cd scripts && python add_triton_only_entries.py ../softgen/tuning/h200.json /tmp/b.txt
    python eightyeighth_both_entries.py ../softgen/tuning/h200.json
    python add_triton_only_entries.py ../softgen/tuning/h200.json /tmp/d.txt
"""
import json
import sys

from softgen.auto import table_group
from softgen.bench.tune import save
from eightysixth_both_entries import add_both

ROWS_2 = {"rows_per_block": 2, "threads_per_row": 32}       # Triton warp, two rows a program
# (op, dtype, cols, tunables, % of copy, copy GB/s, auto's own pick there)
ENTRIES = [
    # round c: Triton warp's default at 96 registers against auto's own pick in the same run
    ("log_softmax", "bf16", 2077, {}, 98.3, 3791, 94.8),
    ("log_softmax", "fp16", 2077, {}, 98.8, 3785, 95.7),
    # round d: the entry served (c0) against auto on the table at the session's start (c3)
    ("log_softmax", "bf16", 2100, {}, 98.7, 3803, 94.8),
    ("log_softmax", "fp16", 2100, {}, 98.4, 3816, 95.3),
    ("log_softmax", "bf16", 2150, {}, 98.8, 3801, 96.4),
    ("log_softmax", "fp16", 2150, {}, 98.4, 3813, 96.9),
    # round e: beside 2115's CUDA block entry, which served 2105-2132 (94.8-96.0), Triton warp
    # 97.6-98.6 in the same run (docs/bench/eightyeighth-e-matrices.txt); that entry goes
    ("log_softmax", "bf16", 2115, {}, 97.7, 3808, 94.8),
    ("log_softmax", "fp16", 2115, {}, 97.6, 3820, 95.4),
    ("log_softmax", "bf16", 2132, {}, 98.6, 3806, 96.0),
    ("log_softmax", "fp16", 2132, {}, 97.7, 3820, 96.0),
    # round g: entry 169's lead, where 1563's CUDA block entry served (auto's own pick 95.1-97.5);
    # the shape backend "triton" served there, its figure as auto served it with the entry in
    ("log_softmax", "fp16", 1470, ROWS_2, 97.7, 3789, 95.6),
    ("log_softmax", "bf16", 1520, ROWS_2, 101.0, 3799, 97.2),
    ("log_softmax", "fp16", 1520, {}, 100.4, 3806, 97.5),
]
DROPPED = [("log_softmax", "bf16", 2115, "cuda"), ("log_softmax", "fp16", 2115, "cuda")]   # (op, dtype, cols, backend)


def drop(path) -> None:
    """The DROPPED entries out of the table at path (a Triton entry at their width ran faster)."""
    table = json.load(open(path))
    for op, dtype, cols, backend in DROPPED:
        entries = table[table_group(op)][dtype]
        gone = [e for e in entries if e["cols"] == cols and e["backend"] == backend]
        for e in gone:
            entries.remove(e)
            print(f"{op} {dtype} {cols}: {e['strategy']} {backend} {e['tunables'] or ''} {e['pct_copy']} dropped")
    save(table, path)


def main(path):
    add_both(path, [(op, dtype, cols, "warp", "triton", *rest) for op, dtype, cols, *rest in ENTRIES])
    drop(path)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else sys.exit(__doc__))
