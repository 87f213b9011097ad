"""Rows off the 16-byte line that a CUDA entry timed on another row serves on the shipped H200
table (AUDIT_GPU=h100: the H100's; no GPU needed), as lines "op dtype widths" for
round_hundredthirteenth_a.sh's LIST: for each CUDA smem entry, its width + 3 and - 5 where odd and
served by it (the hundred-twelfth session's weak rows: fp16 log_softmax_backward 6862's smem at
6833, 93.3); for every other CUDA entry at a multiple of 16 bytes, width + 3 where served by it
(every other such entry of each op and dtype, to fit one device call; `--other-half` lists the
entries the default leaves out).

    python scripts/odd_rows.py > scripts/hundredthirteenth_odd.txt
    python scripts/odd_rows.py --other-half            (the +3 rows round e did not time)
"""
import os
import sys

from softgen.auto import table_entries
from softgen.generator.spec import DTYPES, OPS

os.environ.setdefault("AUDIT_GPU", "h200")      # audit_auto's table: the H200's unless asked
from audit_auto import TABLE, entry_width, served     # noqa: E402  (a script beside this one)


def from_cuda_entry(op, dtype, cols, entry_cols):
    """auto serves `cols` from the CUDA entry at `entry_cols`"""
    choice = served(op, dtype, cols)
    return entry_width(choice) == entry_cols and choice.spec.backend == "cuda"


def main(half=0):
    for op in OPS:
        for dtype in ("fp32", "bf16", "fp16"):
            smem, aligned = set(), []
            for e in table_entries(TABLE, op, dtype)[1]:
                w = e["cols"]
                if e["backend"] != "cuda":
                    continue
                if e["strategy"] == "smem":
                    smem |= {c for c in (w + 3, w - 5) if c % 2 and c >= 128 and from_cuda_entry(op, dtype, c, w)}
                elif w * DTYPES[dtype] % 16 == 0 and from_cuda_entry(op, dtype, w + 3, w):
                    aligned.append(w + 3)
            widths = sorted(set(sorted(aligned)[1::2]) if half else smem | set(sorted(aligned)[::2]))
            if widths:
                print(op, dtype, ",".join(map(str, widths)))

if __name__ == "__main__":
    main(half="--other-half" in sys.argv[1:])
