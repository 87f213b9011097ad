#!/bin/bash
# Ninth session: Triton online with one program per row where the resident rows fit L2
# (try_triton_online_per_row.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 scripts/try_triton_online_per_row.py 2>&1 | tee "$OUT/triton-online-per-row.txt"
