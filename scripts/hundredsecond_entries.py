"""The hundred-second session's H200 table changes (notes entry 185): fp32 softmax_backward's long
rows take cluster x 8 at 512 threads (async copy), which with the first wave's stagger
(LaunchPlan.stagger_step_ns: 450 ns a cluster id over 15 clusters) led the band in round b.

- `band`: softmax_backward fp32 221499-262144.  At each of round b's 14 widths (the table's own
  entries there) the entry takes x 8 at 512 with round b's figure for it at 450 ns (column c2):
  it led auto's kernel (c0, unstaggered) at all 14 by 0.6-5.2, and x 16 stage 4 at 256 x 2 at
  its best stagger (600 ns, c5) at 13 (-0.1 at the 14th).  The band's 42 other entries (x 16
  stage 4 / 8, x 12 stage 4 / 8, and x 8 figures timed without the stagger) go, so that those 14
  serve it.
- `lead`: round e's widths where x 12 stage 4 (with its stagger, 337 ns over 20 clusters; column
  c1) led auto's x 8 at 512 (c0) by more than a point, 222000 (+2.1) and 223378 (+1.4), take an
  entry of it; at 224289-226000 the two ran within 0.7, and past 246094 x 8 at 512 led.

    cd scripts && python hundredsecond_entries.py ../softgen/tuning/h200.json ../docs/bench/hundredsecond-b-stagger.txt \
        ../docs/bench/hundredsecond-e-x12.txt

on the table before them (`git show 78fc4564:softgen/tuning/h200.json`).
"""
import json
import sys

from hundredth_entries import add_cluster_entry
from ninetyeighth_entries import figures, timed     # timed: a try_matrix table's column, {(op, dtype, cols): (pct, copy)}
from softgen.auto import table_group
from softgen.bench.tune import save     # the table as `softgen tune` writes it

X8_512 = {"block_size": 512, "cluster_size": 8, "async_copy": 1}
X12 = {"cluster_size": 12, "stage": 4}
BAND = (221499, 262144)
LEADS = (222000, 223378)        # round e's widths where x 12 led by more than a point


def main(path, round_b, round_e):
    table = json.load(open(path))
    first = open(round_b).read().split("== rc")[0].splitlines()     # round b's first table
    served, staggered = timed(first, column=0), timed(first, column=2)
    entries = table[table_group("softmax_backward")]["fp32"]
    kept = []
    for e in entries:
        key = ("softmax_backward", "fp32", e["cols"])
        if e.get("backend_only") or not BAND[0] <= e["cols"] <= BAND[1]:
            kept.append(e)
        elif key in staggered:
            pct, copy = staggered[key]
            assert pct > served[key][0], key
            print(f"take {e['cols']}: {e['tunables']} {e['pct_copy']} -> x 8 at 512 {pct}")
            e.update(tunables=dict(X8_512), **figures(pct, copy))
            kept.append(e)
        else:
            print(f"drop {e['cols']}: {e['tunables']} {e['pct_copy']}")
    assert len([e for e in kept if BAND[0] <= e["cols"] <= BAND[1] and not e.get("backend_only")]) == len(staggered)
    entries[:] = kept
    served_e, x12 = timed(open(round_e), column=0), timed(open(round_e), column=1)
    for cols in LEADS:
        key = ("softmax_backward", "fp32", cols)
        assert x12[key][0] > served_e[key][0] + 1, key
        print(f"lead {cols}: x 12 stage 4 {x12[key][0]} over {served_e[key][0]}")
        add_cluster_entry(table, *key, X12, *x12[key])
    save(table, path)


if __name__ == "__main__":
    main(*sys.argv[1:])
