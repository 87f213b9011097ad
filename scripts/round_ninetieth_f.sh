#!/bin/bash
# Ninetieth session, round f (H200, one call; carry baseline/h200-90a.json, the session's first
# table), single passes, on the final table (scripts/ninetieth_entries.py on rounds b, c and e):
# auto against auto on the first at fresh widths beside round e's entries
# (scripts/ninetieth_f_fresh.txt), then the GPU tests of auto.
#     bash scripts/round_ninetieth_f.sh
source scripts/device_env.sh; export COLUMNS=250
while read op dt w; do against_table h200-90a $op $dt $w; done < scripts/ninetieth_f_fresh.txt | tee "$OUT/f-fresh.txt"
rm -f "$OUT"/*.csv
auto_tests f-gpu-tests 150 auto
pack_out
