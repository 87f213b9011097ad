"""The ninety-sixth session's H200 table (notes entry 179): the session's first table (`git show
9842ac4:softgen/tuning/h200.json`) with an entry at each odd width under 300 rounds a and b timed
(backward rows of 9-255 columns, every dtype) for the kernel that ran fastest there and builds
without spills (add_h200_entries.build_from_means): the backward's new flat at 16-bit rows of
9-93 columns and fp32 of 9-45 most.  The rounds ran flat backward on the forward's lanes rule
(flat_plan._default_lanes without backward) and 128 threads where a config left them, so each
flat entry names its lanes and threads as they ran.

    git show 9842ac4:softgen/tuning/h200.json > baseline/h200-96a.json
    cd scripts && python ninetysixth_entries.py ../baseline/h200-96a.json ../softgen/tuning/h200.json \\
        ../docs/bench/ninetysixth-a-matrices.txt ../docs/bench/ninetysixth-b-matrices.txt
"""
import dataclasses
import sys

import add_h200_entries
from add_h200_entries import build_from_means

from softgen.generator.flat_plan import _default_lanes

ADDED = ("; the ninety-sixth session's: an entry at each odd width under 300 its rounds a-b timed (backward "
         "rows of 9-255 columns) for the fastest kernel there, strategy flat at most under 100 columns "
         "(scripts/ninetysixth_entries.py; notes entry 179)")


def explicit(spec):
    """A flat spec with the lanes (the forward's rule) and threads rounds a-b ran."""
    if spec.strategy != "flat":
        return spec
    return dataclasses.replace(spec, block_size=spec.block_size or 128,
                               threads_per_row=spec.threads_per_row or _default_lanes(spec.cols, spec.itemsize))


def with_round_defaults(measured):
    """add_h200_entries.measured, each flat spec explicit."""
    def wrapped(lines, base, bound):
        return [(op, dtype, cols, [(explicit(spec), pct) for spec, pct in cells], copy)
                for op, dtype, cols, cells, copy in measured(lines, base, bound)]
    return wrapped


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    add_h200_entries.measured = with_round_defaults(add_h200_entries.measured)
    # odd widths: rows not a multiple of 16 bytes (a flat entry serves its own alignment); under
    # 300: at 333 and 781 the rounds timed flat beside auto's pick alone, Triton online at fp32 333
    # (105.6), so flat (101.0) would come in as the fastest CUDA kernel there untimed beside warp
    build_from_means(sys.argv[1:], {}, ADDED, twins=True, only=lambda op, cols: cols % 2 == 1 and cols < 300)
