#!/bin/bash
# Tenth session: Triton online shapes where it trails CUDA (try_triton_online_shapes.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 400 python3 scripts/try_triton_online_shapes.py 2>&1 | tee "$OUT/triton-online-shapes.txt"
