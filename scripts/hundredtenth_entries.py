"""The hundred-tenth session's H200 table change (notes entry 193): fp32 log_softmax 4100's Triton
online entry (97.7% of copy when tuned) served the rows of 4100-4136 that are multiples of 16 bytes
but not of 16 elements, the launcher's peeled rows; round d (`docs/bench/hundredtenth-d-matrices.txt`,
medians of three) timed them on it at 97.0 / 93.2 / 93.5 / 94.6 / 92.6 / 92.6 (4100 / 4104 / 4108 /
4116 / 4124 / 4136) against 100.8 / 99.8 / 99.8 / 100.0 / 99.9 / 100.6 on auto's CUDA pick there,
cluster 128 x 2 stage 6 with the bulk store (4138's entry).  The entry goes; without it those rows
take that kernel (the CUDA entries at 4096 and 4138 run it; auto._peels_apart keeps 4096's Triton
online entry off them).

    python scripts/hundredtenth_entries.py softgen/tuning/h200.json

on the table before it (`git show 0b446dbe:softgen/tuning/h200.json`).
"""
import json
import sys

from softgen.auto import table_group
from softgen.bench.tune import save     # the table as `softgen tune` writes it

DROPPED = [("log_softmax", "fp32", 4100, "online", "triton")]


def main(path):
    table = json.load(open(path))
    for op, dtype, cols, strategy, backend in DROPPED:
        entries = table[table_group(op)][dtype]
        old = [e for e in entries if (e["cols"], e["strategy"], e["backend"]) == (cols, strategy, backend)]
        assert len(old) == 1, f"{op} {dtype} {cols}: {len(old)} {backend} {strategy} entries"
        print(f"drop {op} {dtype} {cols}: {backend} {strategy} {old[0]['pct_copy']}")
        entries.remove(old[0])
    save(table, path)


if __name__ == "__main__":
    main(*sys.argv[1:])
