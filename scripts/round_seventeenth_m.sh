#!/bin/bash
# Seventeenth session, round m (H100): the gluon kernel (fp32, 16 held) on rows of 328-384 KB,
# under its threshold, against the Triton kernel the launcher takes there.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 scripts/try_gluon_shapes.py shapes=32-7-16-2 fp32:84000,88000,92000,96000,98304 2>&1 \
    | tee "$OUT/gluon-shapes-fp32.txt"
