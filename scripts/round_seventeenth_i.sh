#!/bin/bash
# Seventeenth session, round i (H100): the gluon kernel on fp32 rows of 440-524 KB (Triton online
# 0.86-0.92 of CUDA there), fewer elements held and 4 groups a thread a tile (more loads in flight).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 scripts/try_gluon_shapes.py shapes=32-7-32-2,32-7-16-2,32-7-0-2,32-3-0-4,32-3-16-4 \
    fp32:110000,120000,131072 2>&1 | tee "$OUT/gluon-shapes-fp32.txt"
