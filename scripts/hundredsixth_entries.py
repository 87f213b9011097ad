"""The hundred-sixth session's H200 table changes (notes entry 189).

- bf16 softmax, rows a multiple of 16 bytes at 888-952: the hundred-fifth session's CUDA block
  entries at 850-910 (rows not a multiple of 16 bytes) are the nearest entries there, and ran
  100.8-102.0% of copy where 872's Triton warp had run 101.4-103.5 (round a).  Triton entries
  hold to their alignment on the H200 (alignment_bound), so Triton warp entries at those widths
  serve those rows and no other.
- fp16 softmax_backward 520-536: Triton online, carried from 502 / 512, runs 85-89% of copy
  there (round a; 513-517 107-108), where Triton warp runs 105-108 and CUDA warp 101-107.  Triton
  warp takes entries there, each with its CUDA warp twin (the pick of calls for backend "cuda",
  which 512's CUDA block served at 91-92).  bf16 softmax_backward 520 (Triton online 77.6) and
  528 / 536 take Triton warp too (round b).
- The forward just past 512 (fp32) and 1024 (16-bit) columns: Triton online's one-warp program
  takes a row of 129 groups of 16 bytes in two tiles, the second of one group, and ran 69-93% of
  copy (round c); the fastest kernel round c timed takes an entry where auto ran under 97
  (round_c_entries).

    cd scripts && python hundredsixth_entries.py ../softgen/tuning/h200.json \
        ../docs/bench/hundredsixth-b-matrices.txt ../docs/bench/hundredsixth-c-matrices.txt

on the table before them (`git show b228282c:softgen/tuning/h200.json`).
"""
import json
import sys

from hundredth_entries import add_entry, fastest_entries
from ninetyeighth_entries import timed     # timed: a try_matrix table's column, {(op, dtype, cols): (pct, copy)}
from softgen.bench.tune import save     # the table as `softgen tune` writes it

# (op, dtype, cols): [(strategy, backend, round b's column)], a CUDA twin ahead of its Triton entry.
# Round b's columns: softmax bf16 c2 Triton warp; backward c2 Triton online, c3 Triton warp, c4
# CUDA warp
ROUND_B = {
    **{("softmax", "bf16", cols): [("warp", "triton", 2)] for cols in range(888, 953, 8)},
    # 517 keeps 514-519 on Triton online (107-109), where Triton warp runs 96-105
    ("softmax_backward", "fp16", 517): [("online", "triton", 2)],
    **{("softmax_backward", "fp16", cols): [("warp", "cuda", 4), ("warp", "triton", 3)]
       for cols in (520, 525, 528, 529, 535)},
    **{("softmax_backward", "bf16", cols): [("warp", "triton", 3)] for cols in (520, 528, 536)},
}


# round c's columns after auto's (c0)
ROUND_C_KERNELS = [("online", "triton"), ("block", "cuda"), ("warp", "cuda"), ("smem", "cuda"),
                   ("warp", "triton"), ("block", "triton"), ("smem", "triton")]
ROUND_C_OPS = {("softmax", "fp32"), ("log_softmax", "fp32"), ("log_softmax", "fp16"), ("log_softmax", "bf16"),
               ("softmax", "bf16"), ("softmax", "fp16")}
WEAK, LEAD = 97, 1      # round c: a width where auto ran under WEAK takes the fastest kernel, if LEAD ahead
# and log_softmax 513 keeps Triton online (102.6; CUDA block 99.8), where 528's CUDA block entry
# would serve it and 515-523 (round d: online 98.9-102.5, block 99.2-99.8).  softmax's online falls
# off sooner (519-523 97.0-98.3, block 99.1-99.6): 528's block serves 509-527 there.
ROUND_C_KEEP = {("log_softmax", "fp32", 513)}


def round_c_entries(table, round_c):
    """Round c's forward widths past a power of two where auto (Triton online) ran under WEAK: the
    fastest kernel timed there, where it leads auto by more than LEAD points, as an entry (not
    where the width has an entry of that backend: told, and left)."""
    lines = open(round_c).read().splitlines()
    served, online = timed(lines, column=0), timed(lines, column=1)
    for key in sorted(ROUND_C_KEEP):
        pct, copy = online[key]
        print(f"add {' '.join(map(str, key))}: triton online {pct} (auto {served[key][0]})")
        add_entry(table, *key, "online", "triton", pct, copy)
    fastest_entries(table, lines, ROUND_C_KERNELS, WEAK, LEAD, ops=ROUND_C_OPS)


def main(path, round_b, round_c=None):
    table = json.load(open(path))
    if round_c:
        round_c_entries(table, round_c)
    lines = open(round_b).read().splitlines()
    served = timed(lines, column=0)
    columns = {c: timed(lines, column=c) for kernels in ROUND_B.values() for _, _, c in kernels}
    for (op, dtype, cols), kernels in sorted(ROUND_B.items()):
        auto_pct = served[op, dtype, cols][0]
        for strategy, backend, column in kernels:
            pct, copy = columns[column][op, dtype, cols]
            assert pct >= auto_pct, (op, dtype, cols, strategy, backend, pct, auto_pct)
            print(f"add {op} {dtype} {cols}: {backend} {strategy} {pct} (auto {auto_pct})")
            add_entry(table, op, dtype, cols, strategy, backend, pct, copy)
    save(table, path)


if __name__ == "__main__":
    main(*sys.argv[1:])
