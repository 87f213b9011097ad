"""The hundred-fifth session's H200 table changes (notes entry 188).

Each swap is a lead of more than a point over auto's kernel (column c0) in round c, confirmed in
round d at the band's fresh widths; each entry takes the figure of the round that timed it last.

- fp32 log_softmax 173322-184270: cluster x 16 stage 7 at 224 x 4 (12 packs a thread in registers)
  led the entries' x 16 stage 6 at 256 threads at all 11 widths of the band (+0.9 to +2.9) and
  ran level or lower from 185788 (round d).  The four entries there take it, and the six fresh
  widths it led at by more than a point get entries of their own.  Under about 172032 columns a slice fits those registers and
  stage 7 is refused, so the 170000 entry serves.
- fp32 softmax_backward 222000 and 225552: x 16 stage 4 at 384 threads led in both rounds b and c
  (+1.1 to +1.8); so it did at three fresh widths by two points or more (222551, 223712, 225749),
  which get entries.  It was level or lower at 221499, 223378, 224308, 226625 and 228153.
- fp16 softmax 119799 (x 8 at 128 x 8) takes x 12 at 128 x 8 (+2.4; fresh widths 118903-120187
  level to +1.3), and 170850 (x 12) x 16 at 128 x 8 (+1.4; fresh widths 169632-173306 served by
  170850's x 12 ran 91.5-94.1, x 16 95.0-95.5).

- Short rows (round h, medians of three): bf16 softmax 850-910, rows not a multiple of 16 bytes,
  were served by 921's Triton warp at a row a program (93.8-96.9% of copy): 856's and 872's
  Triton entries do not carry to them (alignment_bound) and their CUDA twins serve backend "cuda"
  alone.  CUDA block ran 100.3-101.2 there; fp16 log_softmax's 856 / 872 CUDA block 95.5-97.3
  where CUDA warp at 32 lanes a row x 128 ran 100.3-101.2.  The timed widths where auto ran under
  99 take those kernels as entries of their own.  (Letting a CUDA twin serve wherever its Triton
  entry does not carry, in auto, moved 2534 widths of the table and lost at 15 of 29 sampled,
  by up to 12 points: round i.)

    cd scripts && python hundredfifth_entries.py ../softgen/tuning/h200.json \
        ../docs/bench/hundredfifth-c-leads.txt ../docs/bench/hundredfifth-d-bands.txt \
        ../docs/bench/hundredfifth-h-short.txt

on the table before them (`git show 521e9206:softgen/tuning/h200.json`).
"""
import json
import sys

from hundredth_entries import add_cluster_entry, cluster_entry
from ninetyeighth_entries import figures, timed     # timed: a try_matrix table's column, {(op, dtype, cols): (pct, copy)}
from softgen.auto import table_group
from softgen.bench.tune import save     # the table as `softgen tune` writes it

S224 = {"block_size": 224, "cluster_size": 16, "stage": 7, "blocks_per_sm": 4}
X16_STAGE4 = {"block_size": 384, "cluster_size": 16, "stage": 4}
X12_128 = {"block_size": 128, "cluster_size": 12, "stage": 7, "blocks_per_sm": 8}
X16_128 = {"block_size": 128, "cluster_size": 16, "stage": 7, "blocks_per_sm": 8}

# (op, dtype, cols): (tunables, round, column); an entry at the width takes them, else one is added
PICKS = {
    **{("log_softmax", "fp32", cols): (S224, "c", 1) for cols in
       (174141, 178227, 183187, 174081, 175086, 177205, 180362, 182810)},
    **{("log_softmax", "fp32", cols): (S224, "d", 1) for cols in (173322, 184270)},
    **{("softmax_backward", "fp32", cols): (X16_STAGE4, "c", 1) for cols in (222000, 225552, 222551, 223712)},
    ("softmax_backward", "fp32", 225749): (X16_STAGE4, "d", 1),
    ("softmax", "fp16", 119799): (X12_128, "c", 3),
    ("softmax", "fp16", 170850): (X16_128, "c", 4),
}


# (op, dtype): (strategy, tunables, round h's column) for the short rows
SHORT = {("softmax", "bf16"): ("block", {}, 2),
         ("log_softmax", "fp16"): ("warp", {"threads_per_row": 32, "block_size": 128}, 1)}


def short_rows(table, round_h):
    lines = open(round_h).read().splitlines()
    served = timed(lines, column=0)
    for (op, dtype), (strategy, tunables, column) in SHORT.items():
        for (o, d, cols), (pct, copy) in sorted(timed(lines, column=column).items()):
            auto_pct = served[o, d, cols][0]
            if (o, d) != (op, dtype) or auto_pct >= 99:
                continue
            print(f"add {op} {dtype} {cols}: {strategy} {tunables} {pct} (auto {auto_pct})")
            add_cluster_entry(table, op, dtype, cols, tunables, pct, copy, strategy=strategy)


def main(path, round_c, round_d, round_h):
    table = json.load(open(path))
    short_rows(table, round_h)
    rounds = {"c": open(round_c).read().splitlines(), "d": open(round_d).read().splitlines()}
    columns = {}        # (round, column) -> that column's figures, each parsed once

    def column_of(name, column):
        if (name, column) not in columns:
            columns[name, column] = timed(rounds[name], column=column)
        return columns[name, column]

    for (op, dtype, cols), (tunables, name, column) in sorted(PICKS.items()):
        pct, copy = column_of(name, column)[op, dtype, cols]
        served = column_of(name, 0)[op, dtype, cols][0]
        assert pct > served, (op, dtype, cols, pct, served)
        if any(e["cols"] == cols for e in table[table_group(op)][dtype]):
            entry = cluster_entry(table, op, dtype, cols)
            print(f"swap {op} {dtype} {cols}: {entry['tunables']} {entry['pct_copy']} ({served}) -> {tunables} {pct}")
            entry.update(tunables=dict(tunables), **figures(pct, copy))
        else:
            print(f"add {op} {dtype} {cols}: {tunables} {pct} (auto {served})")
            add_cluster_entry(table, op, dtype, cols, tunables, pct, copy)
    save(table, path)


if __name__ == "__main__":
    main(*sys.argv[1:])
