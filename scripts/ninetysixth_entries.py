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
    cd scripts && python ninetysixth_entries.py ../baseline/h200-96a.json ../softgen/tuning/h200.json \\
        ../docs/bench/ninetysixth-a-matrices.txt ../docs/bench/ninetysixth-b-matrices.txt \\
        ../docs/bench/ninetysixth-c-matrices.txt:h200-96b
"""
import dataclasses
import sys

import add_h200_entries
from add_h200_entries import build_from_means

from softgen.generator.flat_plan import _default_lanes

ADDED = ("; the ninety-sixth session's: an entry at each width under 300 not a multiple of 16 bytes its "
         "rounds a-c timed (backward rows of 3-255 columns) for the fastest kernel there, strategy flat at "
         "most under 100 columns (scripts/ninetysixth_entries.py; notes entry 179)")


# rounds whose flat ran on the forward's lanes rule (the others: the backward's)
FORWARD_LANES = ("ninetysixth-a", "ninetysixth-b")


def explicit(spec, forward_lanes: bool):
    """A flat spec with the lanes and threads its round ran."""
    if spec.strategy != "flat":
        return spec
    lanes = _default_lanes(spec.cols, spec.itemsize, backward=not forward_lanes)
    return dataclasses.replace(spec, block_size=spec.block_size or 128, threads_per_row=spec.threads_per_row or lanes)


def with_round_defaults(measured):
    """add_h200_entries.measured, each flat spec explicit."""
    def wrapped(lines, base, bound):
        forward_lanes = any(name in lines.name for name in FORWARD_LANES)
        return [(op, dtype, cols, [(explicit(spec, forward_lanes), pct) for spec, pct in cells], copy)
                for op, dtype, cols, cells, copy in measured(lines, base, bound)]
    return wrapped


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    add_h200_entries.measured = with_round_defaults(add_h200_entries.measured)
    # rows not a multiple of 16 bytes in any dtype (a flat entry serves its own alignment); under
    # 300: at 333 and 781 the rounds timed flat beside auto's pick alone, Triton online at fp32 333
    # (105.6), so flat (101.0) would come in as the fastest CUDA kernel there untimed beside warp
    build_from_means(sys.argv[1:], {}, ADDED, twins=True, only=lambda op, cols: cols % 4 and cols < 300)
