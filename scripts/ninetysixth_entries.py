"""The ninety-sixth session's H200 table (notes entry 179): the session's first table (`git show
9842ac4:softgen/tuning/h200.json`) with an entry at each width under 300 not a multiple of 16
bytes that rounds a-c timed (backward rows of 3-255 columns, every dtype) for the kernel that ran
fastest there and builds without spills (add_h200_entries.build_from_means): the backward's new
flat at most under 100 columns.  Rounds a-b ran flat backward on the forward's lanes rule
(flat_plan._default_lanes without backward) and round c on the backward's own, 128 threads where
a config left them, so each flat entry names its lanes and threads as they ran.  Round c timed
the widths of the backward entries under 280 bytes that rounds a-b left, on their table.

    git show 9842ac4:softgen/tuning/h200.json > baseline/h200-96a.json
    git show b1e13ba:softgen/tuning/h200.json > baseline/h200-96b.json    # rounds a-b's: round c ran it
    git show f8dba42:softgen/tuning/h200.json > baseline/h200-96d.json    # rounds a-c's: rounds d-h ran it
    cd scripts && python ninetysixth_entries.py ../baseline/h200-96a.json ../softgen/tuning/h200.json \\
        ../docs/bench/ninetysixth-a-matrices.txt ../docs/bench/ninetysixth-b-matrices.txt \\
        ../docs/bench/ninetysixth-c-matrices.txt:h200-96b ../docs/bench/ninetysixth-g-matrices.txt:h200-96d \\
        ../docs/bench/ninetysixth-h-matrices.txt:h200-96d

Rounds g-h then timed flat forward's tiles of more rows: their entries go in at TILE_WIDTHS.
"""
import dataclasses
import sys

import add_h200_entries
from add_h200_entries import build_from_means

from softgen.generator.flat_plan import _default_lanes
from softgen.generator.plan import make_plan
from softgen.generator.spec import BACKWARD_OPS

ADDED = ("; the ninety-sixth session's: an entry at each width under 300 not a multiple of 16 bytes its "
         "rounds a-c timed (backward rows of 3-255 columns) for the fastest kernel there, strategy flat at "
         "most under 100 columns, and at 16-bit forward 61-63 and 93 flat's tiles of more rows (rounds g-h) "
         "(scripts/ninetysixth_entries.py; notes entry 179)")


# rounds whose flat backward ran on the forward's lanes rule (the others: the backward's)
FORWARD_LANES = ("ninetysixth-a", "ninetysixth-b")
# rounds g-h timed flat forward at tiles of more rows: entries at the 16-bit widths where they led
# by more than a point (round g: log_softmax bf16 61-63, fp16 62-63 at 128 rows 99.5-101.7 against
# 94.8-99.7; round h: softmax / log_softmax bf16 63 and 93 at twice the rows 99.5-100.7 against
# 93.1-97.0, where rows as packs read conflicting banks); elsewhere level or lower (round h)
TILE_ROUNDS = ("ninetysixth-g", "ninetysixth-h")
TILE_WIDTHS = (61, 62, 63, 93)


def explicit(spec, round_name: str):
    """A flat spec with the lanes, threads (and forward: row_packs) its round ran."""
    if spec.strategy != "flat":
        return spec
    if spec.op in BACKWARD_OPS:
        lanes = _default_lanes(spec.cols, spec.itemsize, backward=round_name not in FORWARD_LANES)
        return dataclasses.replace(spec, block_size=spec.block_size or 128, threads_per_row=spec.threads_per_row or lanes)
    plan = make_plan(spec)      # the forward's defaults, as rounds g-h ran them
    return dataclasses.replace(spec, block_size=plan.block_size, threads_per_row=plan.threads_per_row,
                               row_packs=int(plan.row_packs))


def with_round_defaults(measured):
    """add_h200_entries.measured, each flat spec explicit; rounds g-h's forward lines only (their
    backward lines probed the tile alone: level or lower)."""
    def wrapped(lines, base, bound):
        name = next((n for n in FORWARD_LANES + TILE_ROUNDS if n in lines.name), "")
        return [(op, dtype, cols, [(explicit(spec, name), pct) for spec, pct in cells], copy)
                for op, dtype, cols, cells, copy in measured(lines, base, bound)
                if name not in TILE_ROUNDS or op not in BACKWARD_OPS]
    return wrapped


def taken(op: str, cols: int) -> bool:
    """The widths entered: backward rows under 300 not a multiple of 16 bytes in any dtype (a flat
    entry serves its own alignment; at 333 and 781 the rounds timed flat beside auto's pick alone,
    Triton online at fp32 333 (105.6), so flat (101.0) would come in as the fastest CUDA kernel
    there untimed beside warp); forward TILE_WIDTHS."""
    return cols % 4 and cols < 300 if op in BACKWARD_OPS else cols in TILE_WIDTHS


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    add_h200_entries.measured = with_round_defaults(add_h200_entries.measured)
    build_from_means(sys.argv[1:], {}, ADDED, twins=True, only=taken)
