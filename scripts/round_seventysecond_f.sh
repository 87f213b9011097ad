#!/bin/bash
# Seventy-second session, round f (H200, one call): auto on the final table of rounds b and d
# beside CUDA / Triton configs at the short widths round e left under 95 and at the Triton online
# entries of fp32 softmax / log_softmax that run 75-94 at their own widths
# (scripts/seventysecond_f.txt: op, dtype, widths, configs), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
T=${T:-60} matrices scripts/seventysecond_f.txt | peer_rows | grep -v "^   runs" | tee "$OUT/f-matrices.txt"
rm -f "$OUT"/*.csv
