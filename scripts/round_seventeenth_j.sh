#!/bin/bash
# Seventeenth session, round j (H100): the gluon kernel holding 16 fp32 elements a thread (the
# shipped 32 spill at 64 registers) over fp32 rows of 256 KB to 1 MB: where it beats the Triton kernel.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 scripts/try_gluon_shapes.py shapes=32-7-32-2,32-7-16-2,32-7-0-2 \
    fp32:65537,80000,100000,100003,131075,200000,262144,262147 2>&1 | tee "$OUT/gluon-shapes-fp32.txt"
