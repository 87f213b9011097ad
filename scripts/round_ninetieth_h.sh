#!/bin/bash
# Ninetieth session, round h (H200, one call; carry baseline/h200-90a.json, the session's first
# table), single passes, on the final table (scripts/ninetieth_entries.py on rounds b, c, e and g):
# auto against auto on the first at fresh fp32 forward widths beside round g's entries, then the
# GPU tests of auto.
#     bash scripts/round_ninetieth_h.sh
source scripts/device_env.sh; export COLUMNS=250
for op in softmax log_softmax; do against_table h200-90a $op fp32 4032,4050,4052,4068,4070,4084,4092; done | tee "$OUT/h-fresh.txt"
rm -f "$OUT"/*.csv
auto_tests h-gpu-tests 150 auto
pack_out
