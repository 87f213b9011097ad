#!/bin/bash
# Ninetieth session, round d (H200, one call; carry baseline/h200-90a.json, the session's first
# table), single passes, on the final table (scripts/ninetieth_entries.py on rounds b-c): auto at
# 16 fresh random widths a dtype (seed 9040; risky_widths' flags there written down before the
# run, docs/bench/ninetieth-d-predicted.txt), every op; auto against auto on the first at fresh
# widths beside round c's re-timed entries (scripts/ninetieth_d_fresh.txt); the GPU tests of auto.
#     bash scripts/round_ninetieth_d.sh
source scripts/device_env.sh; export COLUMNS=250
T=120 auto_ops d fp32,bf16,fp16 "random=9040:16:128:262143"; rm -f "$OUT"/*.csv
lowest 6 120 "$OUT"/auto-d-*.txt
while read op dt w; do against_table h200-90a $op $dt $w; done < scripts/ninetieth_d_fresh.txt | tee "$OUT/d-fresh.txt"
auto_tests d-gpu-tests 150 auto
pack_out
