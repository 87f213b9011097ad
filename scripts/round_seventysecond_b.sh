#!/bin/bash
# Seventy-second session, round b (H200, one call; carry baseline/): (1) auto's pick with and
# without the alignment rule for Triton entries (scripts/try_alignment_rule.py, 8 widths an op and
# dtype where they differ on the shipped table); (2) at round a's widths under 95 (16-bit
# forward past 140000 left out: the long-row gap), auto (with the rule) beside auto on the H100
# table (baseline/h100.json) and on the H200's own sweep-only table (baseline/h200-before.json),
# and a few CUDA / Triton configs at fp32 short widths (scripts/seventysecond_b.txt: op, dtype,
# widths, extra configs), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
(cd scripts && timeout 260 python3 try_alignment_rule.py 8) 2>&1 | grep -v "^\s*$" | tee "$OUT/b-alignment.txt"
T=${T:-60} matrices scripts/seventysecond_b.txt strategy=auto,table=h100 strategy=auto,table=h200-before \
  | peer_rows | grep -v "^   runs" | tee "$OUT/b-matrices.txt"
rm -f "$OUT"/*.csv
pack_out
