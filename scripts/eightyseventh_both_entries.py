"""The eighty-seventh session's backend "both" entries in the H200 table (notes entry 170): fp32
rows by 2048 where auto's own pick ran 74-93% of copy (round c,
docs/bench/eightyseventh-c-matrices.txt: at aligned 2049-2080 the nearest entries, 2048's, are
CUDA warp, too narrow there, then Triton online), for the fastest kernel timed there: CUDA
block of 256 threads or Triton warp two rows a program (% of copy; copy GB/s of the same run).

    python scripts/eightyseventh_both_entries.py softgen/tuning/h200.json
"""
import sys

from eightysixth_both_entries import add_both

BLOCK = ("block", "cuda", {"block_size": 256})
WARP2 = ("warp", "triton", {"rows_per_block": 2})
# (op, dtype, cols, (strategy, backend, tunables), % of copy, copy GB/s, auto's own pick there)
ENTRIES = [
    ("softmax", "fp32", 2020, WARP2, 100.3, 4040, 93.3),
    ("softmax", "fp32", 2036, WARP2, 99.9, 4059, 93.2),
    ("softmax", "fp32", 2044, BLOCK, 99.8, 4064, 92.6),
    ("softmax", "fp32", 2052, BLOCK, 99.5, 4067, 77.7),
    ("softmax", "fp32", 2056, BLOCK, 97.9, 4171, 75.5),
    ("softmax", "fp32", 2064, BLOCK, 100.1, 4064, 85.2),
    ("softmax", "fp32", 2068, BLOCK, 100.6, 4062, 76.6),
    ("softmax", "fp32", 2072, BLOCK, 100.2, 4064, 75.5),
    ("softmax", "fp32", 2080, BLOCK, 100.4, 4068, 85.9),
    ("log_softmax", "fp32", 2052, BLOCK, 99.9, 4059, 76.0),
    ("log_softmax", "fp32", 2056, BLOCK, 96.9, 4170, 74.0),
    ("log_softmax", "fp32", 2064, WARP2, 99.7, 4067, 84.4),
    ("log_softmax", "fp32", 2068, WARP2, 99.7, 4058, 75.6),
    ("log_softmax", "fp32", 2072, BLOCK, 99.9, 4065, 74.9),
    ("log_softmax", "fp32", 2080, WARP2, 99.9, 4063, 85.2),
]


if __name__ == "__main__":
    add_both(sys.argv[1] if len(sys.argv) > 1 else sys.exit(__doc__),
             [(op, dtype, cols, *kernel, pct, copy, before) for op, dtype, cols, kernel, pct, copy, before in ENTRIES])
