#!/bin/bash
# Ninetieth session, round a (H200, one call), single passes on the shipped table: the test of
# scripts/risky_widths.py's rule.  Auto's own pick at 32 random widths a dtype (log-uniform
# 128-262143, seed 9030), every op: the rule's flags there were written down before the run
# (docs/bench/ninetieth-a-predicted.txt); then auto at the 253 widths it flags on the table by the
# packs a thread alone (scripts/ninetieth_a_packs.txt).
#     bash scripts/round_ninetieth_a.sh
source scripts/device_env.sh; export COLUMNS=250
T=140 auto_ops a fp32,bf16,fp16 "random=9030:32:128:262143"
while read op dt w; do T=60 auto_at "packs-$op-$dt" "op=$op" $dt $w; done < scripts/ninetieth_a_packs.txt
rm -f "$OUT"/*.csv
lowest 6 120 "$OUT"/auto-a-*.txt "$OUT"/packs-*.txt
pack_out
