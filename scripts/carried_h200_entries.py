"""The H200 table's entries carried from the H100 table and never timed on the H200 (no GPU
needed): auto serves them and the widths about them on the H200 on an H100 figure (round
seventyninth b: fp32 log_softmax 258 ran 80.8% of copy on the block entry carried at 260).  With
`matrix`, a try_matrix line for each width: the carried kernel (auto's pick there) against the
configs of the nearest H200-timed entries either side (none where they all hold its kernel);
widths with one set of configs share a line.

    cd scripts && python carried_h200_entries.py [OP...]                 (default: the forward)
    cd scripts && python carried_h200_entries.py matrix softmax log_softmax   (round seventyninth c2,
        its 16-bit lines under 1024 columns with warp at 8 lanes, x 64 and x 128, added)
"""
import sys

from softgen import auto
from weak_h200_entries import TABLE, config

NEAREST = 2          # H200-timed entries each side whose configs are timed


def carried(ops):
    """[(op, dtype, entry, [the NEAREST H200-timed entries either side])]."""
    for op in ops:
        for dtype, entries in TABLE[auto.table_group(op)].items():
            timed = [e for e in entries if "timed_on" not in e]
            for e in entries:
                if "timed_on" in e:
                    below = [n for n in timed if n["cols"] < e["cols"]][-NEAREST:]
                    above = [n for n in timed if n["cols"] > e["cols"]][:NEAREST]
                    yield op, dtype, e, below + above


if __name__ == "__main__":
    matrix = sys.argv[1:2] == ["matrix"]
    ops = sys.argv[1 + matrix:] or ["softmax", "log_softmax"]
    lines = {}          # (op, dtype, configs): [widths]
    for op, dtype, e, near in carried(ops):
        if matrix:
            configs = " ".join(dict.fromkeys(config(n) for n in near if config(n) != config(e)))
            lines.setdefault((op, dtype, configs), []).append(e["cols"])
        else:
            print(f"{op} {dtype} {e['cols']}: {e['pct_copy']}% on {e['timed_on']} ({config(e)}); H200 neighbours "
                  + " / ".join(f"{n['cols']} {n['pct_copy']}" for n in near))
    for (op, dtype, configs), widths in lines.items():
        if configs:         # where the neighbours all hold the carried kernel, nothing to time
            print(op, dtype, ",".join(map(str, sorted(set(widths)))), configs)
