#!/bin/bash
# Ninth session: Triton online at widths whose last tile is mostly empty (try_triton_online_fill.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 scripts/try_triton_online_fill.py 2>&1 | tee "$OUT/online-fill.txt"
