"""The eighty-sixth session's backend "both" Triton warp entries in the H200 table (notes entry
169), where Triton warp ran 3-22 points above auto's own pick at the width (rounds a-f,
docs/bench/eightysixth-{a..f}-matrices.txt, % of copy; copy GB/s of the same run).  A
backend_only entry at such a width goes (the both entry serves backend "triton" too).
log_softmax_backward 1802's entries, Triton warp one row a program (95.6-95.7), take its new
default (chunks capped at 128 registers, timed as regs=128); round c's 1529 / 1650 are that
default too, and its and round d's other entries what auto backend "triton" served there;
round f's the fastest Triton warp shape timed at a CUDA entry's width.

    python scripts/eightysixth_both_entries.py softgen/tuning/h200.json
"""
import json
import sys

from softgen.auto import table_group
from softgen.bench.tune import save
from add_triton_only_entries import place

# (op, dtype, cols, tunables, % of copy, copy GB/s, auto's own pick there)
ENTRIES = [
    ("log_softmax", "fp16", 1056, {"rows_per_block": 2, "threads_per_row": 32}, 102.0, 3823, 80.5),
    ("softmax_backward", "fp16", 1056, {"rows_per_block": 2, "threads_per_row": 32}, 106.9, 3813, 103.5),
    ("softmax_backward", "fp16", 1200, {"rows_per_block": 4, "threads_per_row": 32}, 107.1, 3786, 99.6),
    ("log_softmax_backward", "fp16", 1056, {"rows_per_block": 2, "threads_per_row": 32}, 106.7, 3813, 103.4),
    ("log_softmax_backward", "bf16", 1802, {}, 101.6, 3772, 95.4),
    ("log_softmax_backward", "fp16", 1802, {}, 101.5, 3768, 95.9),
    ("softmax_backward", "fp16", 1601, {}, 106.8, 3768, 100.6),
    ("softmax_backward", "fp16", 1701, {}, 106.2, 3816, 102.6),
    ("softmax_backward", "fp16", 2047, {}, 106.2, 3785, 102.3),
    # round c
    ("softmax_backward", "fp16", 1150, {"rows_per_block": 4, "threads_per_row": 32}, 107.5, 3762, 96.9),
    ("softmax_backward", "fp16", 1580, {}, 107.6, 3762, 100.2),
    ("softmax_backward", "fp16", 1680, {"rows_per_block": 2, "threads_per_row": 32}, 107.6, 3762, 103.9),
    ("softmax_backward", "fp16", 1720, {"rows_per_block": 2, "threads_per_row": 32}, 108.0, 3762, 104.8),
    ("log_softmax_backward", "bf16", 1529, {}, 103.0, 3760, 97.2),
    ("log_softmax_backward", "fp16", 1529, {}, 102.3, 3763, 98.1),
    ("log_softmax_backward", "bf16", 1650, {}, 105.5, 3753, 99.5),
    ("log_softmax_backward", "fp16", 1650, {}, 104.3, 3758, 100.5),
    # round d (fresh widths beside round c's entries: what auto backend "triton" served there)
    ("softmax_backward", "fp16", 1180, {"rows_per_block": 4, "threads_per_row": 32}, 106.2, 3787, 97.7),
    ("softmax_backward", "fp16", 1550, {"rows_per_block": 4, "threads_per_row": 32}, 106.8, 3784, 98.7),
    ("log_softmax_backward", "bf16", 1600, {"rows_per_block": 2, "threads_per_row": 32}, 107.2, 3775, 98.5),
    ("log_softmax_backward", "fp16", 1600, {"rows_per_block": 4, "threads_per_row": 32}, 106.2, 3784, 99.8),
    # round f: beside the CUDA block entries that served round e's slow fresh widths (97-100)
    ("softmax_backward", "fp16", 1167, {"rows_per_block": 2, "threads_per_row": 32}, 108.5, 3737, 97.6),
    ("softmax_backward", "fp16", 1168, {"rows_per_block": 2, "threads_per_row": 32}, 108.7, 3743, 98.0),
    ("softmax_backward", "fp16", 1563, {"rows_per_block": 2, "threads_per_row": 32}, 108.2, 3734, 99.7),
    ("log_softmax_backward", "bf16", 1563, {"rows_per_block": 2, "threads_per_row": 32}, 105.6, 3755, 97.0),
    ("log_softmax_backward", "fp16", 1563, {"rows_per_block": 2, "threads_per_row": 32}, 105.4, 3765, 97.7),
]


def add_both(path, rows) -> None:
    """Backend "both" entries into the table at path: rows of (op, dtype, cols, strategy, backend,
    tunables, % of copy, copy GB/s, auto's own pick there); a width's entries of the same
    backend go."""
    table = json.load(open(path))
    for op, dtype, cols, strategy, backend, tunables, pct, copy, before in rows:
        entries = table[table_group(op)][dtype]
        place(entries, {"cols": cols, "strategy": strategy, "backend": backend, "tunables": tunables,
                        "gbps": round(pct * copy / 100, 1), "pct_copy": pct},
              replacing=[e for e in entries if e["cols"] == cols and e["backend"] == backend])
        print(f"{op} {dtype} {cols}: {strategy} {backend} {tunables or ''} {pct} (auto's own pick {before})")
    save(table, path)


def main(path):
    add_both(path, [(op, dtype, cols, "warp", "triton", *rest) for op, dtype, cols, *rest in ENTRIES])


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else sys.exit(__doc__))
