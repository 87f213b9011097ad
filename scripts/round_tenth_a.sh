#!/bin/bash
# Tenth session: online rows split over blocks: GPU tests, then % of copy against one block a row.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/device.txt"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "online or in_place" -x 2>&1 | tail -15 | tee "$OUT/tests-online.txt"
timeout 330 python3 scripts/try_online_split.py 2>&1 | tee "$OUT/online-split.txt"
