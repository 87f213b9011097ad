"""The ninety-fifth session's H200 table (notes entry 178): the session's first table
(`git show 144bd95:softgen/tuning/h200.json`) with its flat entries pinned to row_packs 0
(scripts/pin_flat_row_packs.py: they were timed element by element), then an entry at each odd
width under 512 round b timed for the kernel that ran fastest there and builds without spills
(add_h200_entries.build_from_means), flat's rows as packs only where they lead every other
kernel by more than a point (PACKS_LEAD).  Round b ran its
plain `strategy=flat` element by element (row_packs had no default then) and `row_packs=1`
without lanes on the fewest lanes that hold a row's aligned packs two a lane, so each flat
entry names its lanes, threads and row_packs as the round ran them.

    git show 144bd95:softgen/tuning/h200.json > baseline/h200-95a.json
    cp baseline/h200-95a.json baseline/h200-95a-pinned.json
    (cd scripts && python pin_flat_row_packs.py ../baseline/h200-95a-pinned.json)
    cd scripts && python ninetyfifth_entries.py ../baseline/h200-95a-pinned.json ../softgen/tuning/h200.json \\
        ../docs/bench/ninetyfifth-b-matrices.txt
"""
import dataclasses
import sys

import add_h200_entries
from add_h200_entries import build_from_means

from softgen.generator.flat_plan import _default_lanes, _pack_lanes
from softgen.generator.plan_base import VEC_BYTES

ADDED = ("; the ninety-fifth session's: flat entries pinned to row_packs 0, and an entry at each odd "
         "width under 512 its round b timed (rows of 9-333 columns) for the fastest kernel there, flat taking its "
         "rows as packs at most (scripts/ninetyfifth_entries.py; notes entry 178)")


def round_b_pack_lanes(cols: int, itemsize: int) -> int:
    """flat's lanes a row for rows as packs when round b ran: the fewest holding two packs a lane."""
    return _pack_lanes(cols, VEC_BYTES // itemsize, most=2)


def explicit(spec):
    """A flat spec with the row_packs, lanes and threads round b ran."""
    if spec.strategy != "flat":
        return spec
    packs = spec.row_packs or 0
    rule = round_b_pack_lanes if packs else _default_lanes
    return dataclasses.replace(spec, row_packs=packs, block_size=spec.block_size or 128,
                               threads_per_row=spec.threads_per_row or rule(spec.cols, spec.itemsize))


# row_packs cells a width keeps only where the fastest of them leads every other cell by more
# than this (identical kernels differed by up to 0.8 points in a run, notes entry 175): bf16 43's
# packs at 90.1 over elements at 89.6 came in first and served 42 at 87.3, where 41's and 43's
# elements ran 99.8-101.2 (round c)
PACKS_LEAD = 1.0


def packs_only_ahead(cells):
    """[(spec, pct)] less the row_packs cells unless they lead by more than PACKS_LEAD."""
    packs = [pct for spec, pct in cells if spec.row_packs]
    others = [pct for spec, pct in cells if not spec.row_packs]
    if packs and others and max(packs) <= max(others) + PACKS_LEAD:
        return [(spec, pct) for spec, pct in cells if not spec.row_packs]
    return cells


def with_round_defaults(measured):
    """add_h200_entries.measured, each flat spec explicit, row_packs where it leads (PACKS_LEAD)."""
    def wrapped(lines, base, bound):
        return [(op, dtype, cols, packs_only_ahead([(explicit(spec), pct) for spec, pct in cells]), copy)
                for op, dtype, cols, cells, copy in measured(lines, base, bound)]
    return wrapped


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    add_h200_entries.measured = with_round_defaults(add_h200_entries.measured)
    # odd widths: the rows not a multiple of 16 bytes (a flat entry serves its own alignment;
    # 16-bit 1000 is a multiple, where warp leads), under 512: at 781 the round timed flat alone
    # beside auto's Triton pick, not the CUDA entry there (fp32 block, 101.7)
    build_from_means(sys.argv[1:], {}, ADDED, twins=True, only=lambda op, cols: cols % 2 == 1 and cols < 512)
