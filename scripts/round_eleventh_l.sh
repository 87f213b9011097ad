#!/bin/bash
# Eleventh session: cluster stage 2 in bf16 on slices whose max lies far below the row's.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 scripts/check_cluster_stage2_scale.py 2>&1 | tee "$OUT/cluster-stage2-scale.txt"
