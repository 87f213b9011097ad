"""try_matrix lines that check a rebuilt H200 table at fresh widths (no GPU needed): for each entry
NEW holds that OLD does not (a width re-timed to another kernel), the nearest width 3 columns or
more away that no table holds and that auto serves from that entry, timed on auto beside auto on
OLD (baseline/NAME.json, carried), where the two tables serve it different kernels (an entry that
kept its kernel and took an H200 figure would time one kernel twice: a third of round eightieth
b's widths).  Its lines go to scripts/device_env.sh `matrices`.

    cd scripts && python changed_entry_widths.py ../baseline/h200-79a.json ../softgen/tuning/h200.json h200-79a
"""
import json
import sys
from pathlib import Path

from softgen import auto
from add_h200_entries import nearest_entry
from fill_h200 import served_from
from weak_h200_entries import OPS

STEPS = (3, -3, 4, -4, 5, -5, 7, -7, 8, -8, 11, -11, 12, -12, 16, -16)


def changed(old: dict, new: dict):
    """{(op, dtype): [cols]} of the entries NEW holds and OLD does not (their kernel or figure)."""
    out = {}
    for op in OPS:
        group = auto.table_group(op)
        for dtype, entries in new[group].items():
            before = {json.dumps(e, sort_keys=True) for e in old[group].get(dtype, [])}
            cols = sorted({e["cols"] for e in entries if json.dumps(e, sort_keys=True) not in before})
            if cols:
                out[op, dtype] = cols
    return out


def fresh_width(op: str, dtype: str, cols: int, widths: list, held: set) -> int | None:
    """The first of cols + STEPS no table holds that auto serves from the entry at cols."""
    for step in STEPS:
        w = cols + step
        if w not in held and nearest_entry(op, dtype, cols, widths, w):
            return w
    return None


def serves_apart(old: Path, new: Path, op: str, dtype: str, width: int) -> bool:
    """Whether auto on the H200 serves another kernel at width from the table at OLD than from the
    one at NEW (fill_h200.served_from: either backend, as try_matrix's strategy=auto); auto's own
    table back after."""
    own = auto.tuned_table_path
    try:
        return served_from(old, op, dtype, width) != served_from(new, op, dtype, width)
    finally:
        auto.tuned_table_path = own
        auto.forget_tables()


if __name__ == "__main__":
    old_path, new_path = (Path(p).resolve() for p in sys.argv[1:3])
    old, new = (json.loads(p.read_text()) for p in (old_path, new_path))
    name = sys.argv[3]
    for (op, dtype), cols in changed(old, new).items():
        widths = sorted({e["cols"] for e in auto.table_entries(new, op, dtype)[1]})
        held = set(widths) | {e["cols"] for e in auto.table_entries(old, op, dtype)[1]}
        fresh = [w for w in (fresh_width(op, dtype, c, widths, held) for c in cols)
                 if w and serves_apart(old_path, new_path, op, dtype, w)]
        if fresh:
            print(op, dtype, ",".join(map(str, fresh)), f"strategy=auto,table={name}")
