"""The ninety-fourth session's H200 table (notes entry 177): the session's first table (`git show
fa3432d:softgen/tuning/h200.json`) with an entry at each width its rounds timed (forward rows
not a multiple of 16 bytes, every dtype) for the kernel that ran fastest there and builds without
spills (add_h200_entries.build_from_means): the new strategy flat at most of them.
flat's defaults changed between rounds (round b: 256 threads and the fewest powers of two lanes
that hold a row 16 elements a lane; round c: 256 threads, lanes by flat_plan._default_lanes;
since: 128 threads), so every flat entry names its threads and lanes as the round ran them.

    git show fa3432d:softgen/tuning/h200.json > baseline/h200-94a.json
    cd scripts && python ninetyfourth_entries.py ../baseline/h200-94a.json ../softgen/tuning/h200.json \\
        ../docs/bench/ninetyfourth-b-matrices.txt
"""
import dataclasses
import sys

import add_h200_entries
from add_h200_entries import build_from_means

from softgen.generator.flat_plan import _default_lanes
from softgen.generator.plan import make_plan
from softgen.generator.plan_base import WARP, _cdiv, _clamp, _next_pow2

ADDED = ("; the ninety-fourth session's: an entry at each width its round b timed (forward rows of "
         "9-255 columns not a multiple of 16 bytes) for the fastest kernel there, strategy flat at "
         "most (scripts/ninetyfourth_entries.py; notes entry 177)")


def first_rule_lanes(cols: int, itemsize: int) -> int:
    """flat's lanes a row when round b ran (flat_plan's first rule)."""
    return _clamp(_next_pow2(_cdiv(cols, 16)), 1, WARP)


# a round's output -> (its flat lanes a row, its flat threads a block) where a config left them
RUN_DEFAULTS = {"ninetyfourth-b": (first_rule_lanes, 256), "ninetyfourth-c": (_default_lanes, 256)}


def explicit(spec, path: str):
    """A flat spec with the lanes and threads its round ran (RUN_DEFAULTS; else the plan's now)."""
    if spec.strategy != "flat":
        return spec
    rule = next((r for name, r in RUN_DEFAULTS.items() if name in path), None)
    if rule is None:
        made = make_plan(spec)
        lanes, threads = made.threads_per_row, made.block_size
    else:
        lanes, threads = rule[0](spec.cols, spec.itemsize), rule[1]
    return dataclasses.replace(spec, threads_per_row=spec.threads_per_row or lanes,
                               block_size=spec.block_size or threads)


def with_run_defaults(measured):
    """add_h200_entries.measured, each flat spec explicit (explicit)."""
    def wrapped(lines, base, bound):
        return [(op, dtype, cols, [(explicit(spec, lines.name), pct) for spec, pct in cells], copy)
                for op, dtype, cols, cells, copy in measured(lines, base, bound)]
    return wrapped


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    add_h200_entries.measured = with_run_defaults(add_h200_entries.measured)
    # round b's rows not a multiple of 16 bytes (all odd); its last lines timed aligned rows, flat
    # against warp only
    build_from_means(sys.argv[1:], {}, ADDED, twins=True, only=lambda op, cols: cols % 2 == 1)
