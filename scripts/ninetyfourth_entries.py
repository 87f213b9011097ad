"""The ninety-fourth session's H200 table (notes entry 177): the session's first table (`git show
fa3432d:softgen/tuning/h200.json`) with an entry at each width round b timed (forward rows of
9-255 columns not a multiple of 16 bytes, every dtype) for the kernel that ran fastest there and
builds without spills (add_h200_entries.build_from_means): the new strategy flat at most of them.
Round b's flat configs without threads_per_row ran the lanes a row of flat's first rule (the
fewest powers of two holding a row 16 elements a lane); they are entered with that count, which
flat_plan._default_lanes has since changed at some widths, so each entry names the kernel timed.

    git show fa3432d:softgen/tuning/h200.json > baseline/h200-94a.json
    cd scripts && python ninetyfourth_entries.py ../baseline/h200-94a.json ../softgen/tuning/h200.json \\
        ../docs/bench/ninetyfourth-b-matrices.txt
"""
import dataclasses
import sys

import add_h200_entries
from add_h200_entries import build_from_means

from softgen.generator.plan_base import WARP, _cdiv, _clamp, _next_pow2

ADDED = ("; the ninety-fourth session's: an entry at each width its round b timed (forward rows of "
         "9-255 columns not a multiple of 16 bytes) for the fastest kernel there, strategy flat at "
         "most (scripts/ninetyfourth_entries.py; notes entry 177)")


def first_rule_lanes(cols: int) -> int:
    """flat's lanes a row when round b ran (flat_plan's first rule)."""
    return _clamp(_next_pow2(_cdiv(cols, 16)), 1, WARP)


def with_round_b_lanes(measured):
    """add_h200_entries.measured, flat specs without threads_per_row given round b's."""
    def wrapped(lines, base, bound):
        out = []
        for op, dtype, cols, cells, copy in measured(lines, base, bound):
            cells = [(dataclasses.replace(spec, threads_per_row=first_rule_lanes(cols))
                      if spec.strategy == "flat" and spec.threads_per_row is None else spec, pct)
                     for spec, pct in cells]
            out.append((op, dtype, cols, cells, copy))
        return out
    return wrapped


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    add_h200_entries.measured = with_round_b_lanes(add_h200_entries.measured)
    # round b's rows not a multiple of 16 bytes (all odd); its last lines timed aligned rows, flat
    # against warp only
    build_from_means(sys.argv[1:], {}, ADDED, twins=True, only=lambda op, cols: cols % 2 == 1)
