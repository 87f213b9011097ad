"""A try_matrix list (scripts/matrices' "op dtype widths configs" lines) from try_auto's CSVs: the
forward cells of LO to HI columns where auto ran under BELOW, each against the shapes the H200
table holds near such widths (hundred-eighth session, notes entry 191: the shapes round c timed).
One line per op, dtype and width range, so each line's configs are valid where it runs.

    python scripts/weak_cells_matrix.py 96 2048 100000 out/auto-softmax.csv out/auto-log_softmax.csv > probe.txt
"""
import csv
import os
import sys

# rows under 8192: the register strategies and Triton's, alike in every dtype
REGISTER_SHAPES = ("strategy=block strategy=block,block_size=512 strategy=block,backend=triton "
                   "strategy=smem,backend=triton strategy=online,backend=triton")
# (lowest width, 16-bit shapes, fp32 shapes) by width range
SHAPES = [
    (2048, REGISTER_SHAPES, REGISTER_SHAPES),
    (8192, "strategy=cluster,cluster_size=2,stage=6 strategy=cluster,cluster_size=2,stage=1 "
           "strategy=cluster,block_size=128,cluster_size=4,stage=6 strategy=block,block_size=256 "
           "strategy=block,block_size=512 strategy=smem,backend=triton",
     "strategy=cluster,block_size=256,cluster_size=2,stage=6,bulk_store=1 "
     "strategy=cluster,block_size=256,cluster_size=4,stage=6,bulk_store=1 "
     "strategy=cluster,block_size=192,cluster_size=4,stage=6,bulk_store=1 strategy=smem,backend=triton"),
    (24576, "strategy=cluster,cluster_size=4,stage=6 strategy=cluster,cluster_size=8,stage=6 "
            "strategy=cluster,block_size=128,cluster_size=8,stage=7,blocks_per_sm=8 "
            "strategy=cluster,block_size=256,cluster_size=4,stage=6,blocks_per_sm=4",
     "strategy=cluster,block_size=192,cluster_size=8,stage=6,bulk_store=1 "
     "strategy=cluster,block_size=256,cluster_size=4,stage=6,bulk_store=1 "
     "strategy=cluster,block_size=256,cluster_size=8,stage=6,bulk_store=1 strategy=cluster,cluster_size=16,stage=6"),
]


def shapes(dtype, cols):
    """The range's shapes for dtype at cols, or None under the first range."""
    ranges = [s for s in SHAPES if cols >= s[0]]
    return (ranges[-1][2] if dtype == "fp32" else ranges[-1][1]) if ranges else None


def main(below, lo, hi, *csvs):
    below, lo, hi = float(below), int(lo), int(hi)
    lines = {}
    for path in csvs:
        op = os.path.basename(path)[len("auto-"):-len(".csv")]
        for row in csv.DictReader(open(path)):
            cols = int(row["cols"])
            if lo <= cols < hi and float(row["pct_copy"]) < below and (config := shapes(row["dtype"], cols)):
                lines.setdefault((op, row["dtype"], config), []).append(cols)
    for (op, dtype, config), widths in sorted(lines.items()):
        print(op, dtype, ",".join(map(str, sorted(widths))), config)


if __name__ == "__main__":
    main(*sys.argv[1:])
