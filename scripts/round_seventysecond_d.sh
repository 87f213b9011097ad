#!/bin/bash
# Seventy-second session, round d (H200, one call; carry baseline/): at round c's widths under 95,
# auto on the shipped table (with round b's entries) beside auto on the H100 table
# (baseline/h100.json), the H200's sweep-only table (baseline/h200-before.json) and the table of
# b40ba63 (baseline/h200-71.json, no alignment rule), and a few CUDA / Triton configs at short
# widths (scripts/seventysecond_d.txt: op, dtype, widths, extra configs), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
T=${T:-70} matrices scripts/seventysecond_d.txt strategy=auto,table=h100 strategy=auto,table=h200-before \
  strategy=auto,table=h200-71 | peer_rows | grep -v "^   runs" | tee "$OUT/d-matrices.txt"
rm -f "$OUT"/*.csv
