#!/bin/bash
# Ninetieth session, round c (H200, one call; carry baseline/h200-90a.json, the session's first
# table), single passes, on the table with round b's entries: auto against auto on the first at
# fresh widths beside round b's (scripts/ninetieth_c_fresh.txt), then the 34 entries the table
# carries from the H100's (timed_on) re-timed at their own widths, auto (their config) first,
# beside the configs of the entries around them (scripts/ninetieth_c.txt).
#     bash scripts/round_ninetieth_c.sh
source scripts/device_env.sh; export COLUMNS=250
while read op dt w; do against_table h200-90a $op $dt $w; done < scripts/ninetieth_c_fresh.txt | tee "$OUT/c-fresh.txt"
SESSION=ninetieth matrices_round c 120 > /dev/null; grep -v "^  c" "$OUT/c-matrices.txt"
pack_out
