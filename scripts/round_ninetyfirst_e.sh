#!/bin/bash
# Ninety-first session, round e (H200, one call; carry baseline/h200-91a.json, the session's first
# table), single passes, on the final table (scripts/ninetyfirst_entries.py on rounds b-d): auto
# against auto on the first at fresh random widths (seed 9150) in the bands entered
# (scripts/ninetyfirst_e_fresh.txt); the GPU tests of auto.
#     bash scripts/round_ninetyfirst_e.sh
source scripts/device_env.sh; export COLUMNS=250
while read op dt w; do against_table h200-91a $op $dt $w; done < scripts/ninetyfirst_e_fresh.txt | tee "$OUT/e-fresh.txt"
auto_tests e-gpu-tests 150 auto
pack_out
