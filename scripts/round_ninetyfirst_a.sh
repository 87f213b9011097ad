#!/bin/bash
# Ninety-first session, round a (H200, one call), single passes on the shipped table (the
# ninetieth session's final): auto at every width scripts/risky_widths.py flags on it (621 cells,
# 100 widths a decade over 128-262144, every op and dtype; the flags written down before the run,
# docs/bench/ninetyfirst-a-flagged.txt), a try_auto call an op and dtype
# (scripts/ninetyfirst_a_flagged.txt).
#     bash scripts/round_ninetyfirst_a.sh
source scripts/device_env.sh; export COLUMNS=250
while read op dt w; do T=70 auto_at "flag-$op-$dt" "op=$op" $dt $w; done < scripts/ninetyfirst_a_flagged.txt
rm -f "$OUT"/*.csv
lowest 8 120 "$OUT"/flag-*.txt
pack_out
