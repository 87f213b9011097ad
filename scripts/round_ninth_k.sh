#!/bin/bash
# Ninth session: Triton online 16-bit 32768 with other (warps, tile) pairs (try_triton_online_tile.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 240 python3 scripts/try_triton_online_tile.py ${WIDE:+wide} 2>&1 | tee "$OUT/triton-online-tile.txt"
