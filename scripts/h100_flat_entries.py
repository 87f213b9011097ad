"""The ninety-fourth session's H100 table (notes entry 177): the table before it (`git show
fa3432d:softgen/tuning/h100.json`) with the H200 table's flat entries under 127 columns carried
in, each marked `timed_on` the H200 (auto then gives no GB/s for it, and its reason says where it
was timed).  No H100 was lent; there the table's rows under 128 columns took its 128-column
entries' 16-32 lanes a row (entry 165).  On the H200, at 49 rows under 128 columns not a multiple
of 16 bytes, the row-by-row kernels auto picked ran 18-99% of copy (median 72) and flat 87-100
(median 98; round a), on the same sm_90 SMs, shared memory and cp.async as an H100's.  flat
entries serve rows of their own 16-byte alignment only (auto._carries), so aligned rows keep the
H100's.

    git show fa3432d:softgen/tuning/h100.json > baseline/h100-94a.json
    cd scripts && python h100_flat_entries.py ../baseline/h100-94a.json ../softgen/tuning/h200.json \\
        ../softgen/tuning/h100.json

With `backward`, the backward groups' flat entries (the ninety-sixth session's, notes entry 179:
on the H200 flat backward ran 101-106% of copy at rows of 3-101 columns where auto's row-by-row
kernels ran 29-98; the H100's narrowest backward entries are at 128), appended to the table
that session started from:

    git show 9842ac4:softgen/tuning/h100.json > baseline/h100-96a.json
    cd scripts && python h100_flat_entries.py ../baseline/h100-96a.json ../softgen/tuning/h200.json \\
        ../softgen/tuning/h100.json backward
"""
import json
import sys
from pathlib import Path

from fill_h200 import own_entries

from softgen import auto
from softgen.bench.tune import save     # the table as `softgen tune` writes it

# the H100 table's narrowest entries are at 128; an entry at 127 would be about as near as 128's
# for the rows just past it (auto.SAME_WIDTH) and serve them, so the carried ones stop under 127
NARROWER_THAN = 127


FORWARD_GROUPS = ("entries", "log_softmax")
BACKWARD_GROUPS = ("backward", "log_softmax_backward")


def carried(h100: dict, h200: dict, groups=FORWARD_GROUPS) -> int:
    """Adds the H200's flat entries under NARROWER_THAN to h100, group by group, where the group
    holds dtype's timings of its own op; returns how many.
    A group the H100 table lacks for a dtype starts from the entries auto read for it till now
    (log_softmax fp16 reads bf16's: fill_h200.own_entries), so its other widths keep their picks."""
    added = 0
    for group in groups:
        op = auto.GROUP_OP[group]
        for dtype, entries in h200[group].items():
            flat = [{**e, "timed_on": h200["device"]} for e in entries
                    if e["strategy"] == "flat" and e["cols"] < NARROWER_THAN]
            # a group whose entries for dtype are another op's timings (fp32 log_softmax_backward
            # reads softmax_backward's) stays so: it takes that op's carried entries, and auto's
            # reason keeps saying whose timings they are
            if not flat or auto.timed_entries(h100, op, dtype)[0] != op:
                continue
            widths = {(e["cols"], e["backend"]) for e in flat}
            kept = [e for e in own_entries(h100, op, dtype) if (e["cols"], e["backend"]) not in widths]
            h100[group][dtype] = sorted(kept + flat, key=lambda e: (e["cols"], e["backend"]))
            added += len(flat)
    return added


if __name__ == "__main__":
    if len(sys.argv) not in (4, 5) or sys.argv[4:] not in ([], ["backward"]):
        sys.exit(__doc__)
    base, h200_path, out = sys.argv[1:4]
    backward = sys.argv[4:] == ["backward"]
    h100 = json.loads(Path(base).read_text())
    n = carried(h100, json.loads(Path(h200_path).read_text()), BACKWARD_GROUPS if backward else FORWARD_GROUPS)
    if backward:
        h100["environment"]["added"] += (f"; the ninety-sixth session's: the H200 table's {n} backward flat entries "
                                         f"under {NARROWER_THAN} columns, untimed here (scripts/h100_flat_entries.py "
                                         "backward; notes entry 179)")
    else:
        h100["environment"]["added"] = (f"; the ninety-fourth session's: the H200 table's {n} flat entries under "
                                        f"{NARROWER_THAN} columns, untimed here (scripts/h100_flat_entries.py; "
                                        "notes entry 177)")
    save(h100, out)
    print(f"{n} entries carried")
