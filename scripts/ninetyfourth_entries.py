"""The ninety-fourth session's H200 table (notes entry 177): the session's first table (`git show
fa3432d:softgen/tuning/h200.json`) with an entry at each width its rounds timed (forward rows
not a multiple of 16 bytes, every dtype) for the kernel that ran fastest there and builds without
spills (add_h200_entries.build_from_means): the new strategy flat at most of them.
flat's defaults changed between rounds (round b: 256 threads and the fewest powers of two lanes
that hold a row 16 elements a lane; round c: 256 threads, those lanes or half or twice them where
they conflicted (veto_lanes); rounds d-e: 128 threads and veto_lanes; round f: 128 threads, lanes
by flat_plan._default_lanes), so every flat entry names its threads and lanes as its round ran
them.  Rounds c-e's auto ran tables with flat entries before auto re-laned a flat entry at a
width where its lanes conflict (auto._flat_lanes_here), so the build resolves their auto without
it, and round f's (on rounds b-e's table, baseline/h200-94e.json) with it.

    git show fa3432d:softgen/tuning/h200.json > baseline/h200-94a.json
    C=1e49d0a; git show $C:softgen/tuning/h200.json > baseline/h200-94b.json  # round b's: rounds c-d ran it
    C=0cae09a; git show $C:softgen/tuning/h200.json > baseline/h200-94c.json  # rounds b-d's: round e ran it
    C=57f7eff; git show $C:softgen/tuning/h200.json > baseline/h200-94e.json  # rounds b-e's: round f ran it
    cd scripts && python ninetyfourth_entries.py ../baseline/h200-94a.json ../softgen/tuning/h200.json \\
        ../docs/bench/ninetyfourth-b-matrices.txt ../docs/bench/ninetyfourth-c-matrices.txt:h200-94b \\
        ../docs/bench/ninetyfourth-d-matrices.txt:h200-94b ../docs/bench/ninetyfourth-e-matrices.txt:h200-94c \\
        ../docs/bench/ninetyfourth-f-matrices.txt:h200-94e
"""
import dataclasses
import sys

import add_h200_entries
from add_h200_entries import build_from_means
from fill_h200 import TITLE

from softgen import auto
from softgen.generator.flat_plan import FLAT_MOST_ELEMENTS, _bank_ways, _default_lanes
from softgen.generator.plan_base import WARP, _cdiv, _clamp, _next_pow2

ADDED = ("; the ninety-fourth session's: an entry at each width its round b timed (forward rows of "
         "9-255 columns not a multiple of 16 bytes) for the fastest kernel there, strategy flat at "
         "most (scripts/ninetyfourth_entries.py; notes entry 177)")


def first_rule_lanes(cols: int, itemsize: int) -> int:
    """flat's lanes a row when round b ran (flat_plan's first rule)."""
    return _clamp(_next_pow2(_cdiv(cols, 16)), 1, WARP)


def veto_lanes(cols: int, itemsize: int) -> int:
    """flat's lanes a row when rounds c and e ran: the first rule's, or where they read shared
    memory 2.5 ways or more, half or twice them, whichever conflicted least (twice where level)."""
    lanes = first_rule_lanes(cols, itemsize)
    if _bank_ways(cols, lanes, itemsize) < 2.5:
        return lanes
    others = [g for g in (lanes * 2, lanes // 2) if 1 <= g <= WARP and _cdiv(cols, g) <= FLAT_MOST_ELEMENTS]
    least = min(_bank_ways(cols, g, itemsize) for g in [lanes] + others)
    return next(g for g in others + [lanes] if _bank_ways(cols, g, itemsize) <= least + 0.1)


# a round's output -> (its flat lanes a row, its flat threads a block) where a config left them
RUN_DEFAULTS = {"ninetyfourth-b": (first_rule_lanes, 256), "ninetyfourth-c": (veto_lanes, 256),
                "ninetyfourth-d": (veto_lanes, 128), "ninetyfourth-e": (veto_lanes, 128),
                "ninetyfourth-f": (_default_lanes, 128)}
# rounds whose auto ran before auto re-laned flat entries (auto._flat_lanes_here)
BEFORE_RELANING = ("ninetyfourth-c", "ninetyfourth-d", "ninetyfourth-e")
RELANE = auto._flat_lanes_here


def explicit(spec, path: str):
    """A flat spec with the lanes and threads its round ran (RUN_DEFAULTS)."""
    if spec.strategy != "flat":
        return spec
    rule = next(r for name, r in RUN_DEFAULTS.items() if name in path)
    lanes, threads = rule[0](spec.cols, spec.itemsize), rule[1]
    return dataclasses.replace(spec, threads_per_row=spec.threads_per_row or lanes,
                               block_size=spec.block_size or threads)


def flat_tables(lines) -> list[str]:
    """The lines of a round's tables that timed a flat config (round e's last six timed auto on
    two tables alone at fresh widths: a check of the table, not candidates for it)."""
    tables, table = [], []
    for line in lines:
        if TITLE.match(line):
            tables.append(table)
            table = []
        table.append(line)
    tables.append(table)
    return [line for table in tables if any("strategy=flat" in line for line in table) for line in table]


def with_run_defaults(measured):
    """add_h200_entries.measured on a round's tables that timed flat, each flat spec explicit."""
    def wrapped(lines, base, bound):
        path = lines.name
        before = any(name in path for name in BEFORE_RELANING)
        auto._flat_lanes_here = (lambda entry, candidate, plan: (candidate, plan, "")) if before else RELANE
        auto._choose.cache_clear()
        return [(op, dtype, cols, [(explicit(spec, path), pct) for spec, pct in cells], copy)
                for op, dtype, cols, cells, copy in measured(flat_tables(lines), base, bound)]
    return wrapped


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    add_h200_entries.measured = with_run_defaults(add_h200_entries.measured)
    # round b's rows not a multiple of 16 bytes (all odd); its last lines timed aligned rows, flat
    # against warp only
    build_from_means(sys.argv[1:], {}, ADDED, twins=True, only=lambda op, cols: cols % 2 == 1)
