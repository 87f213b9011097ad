"""Flat entries timed element by element (the ninety-fourth session's, before flat could take a
row from its tile as packs) named so, "row_packs": 0: flat's default now takes 16-bit rows of 8
aligned packs or more as packs (flat_plan._default_row_packs), and an entry's lanes were chosen
for, and timed on, the element-by-element reads (notes entry 178).

    cd scripts && python pin_flat_row_packs.py ../softgen/tuning/h200.json ../softgen/tuning/h100.json
"""
import json
import sys
from pathlib import Path

from softgen import auto
from softgen.generator.spec import TUNABLES
from softgen.bench.tune import save     # the table as `softgen tune` writes it


def pinned(table: dict) -> int:
    """Each flat entry without row_packs given row_packs 0 (its tunables in TUNABLES' order, as
    fill_h200.add writes them); returns how many."""
    count = 0
    for group in auto.GROUPS:
        for entries in table.get(group, {}).values():
            for entry in entries:
                if entry["strategy"] == "flat" and "row_packs" not in entry["tunables"]:
                    given = {**entry["tunables"], "row_packs": 0}
                    entry["tunables"] = {k: given[k] for k in TUNABLES if k in given}
                    count += 1
    return count


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for path in map(Path, sys.argv[1:]):
        table = json.loads(path.read_text())
        print(f"{path}: {pinned(table)} flat entries pinned to row_packs 0")
        save(table, path)
