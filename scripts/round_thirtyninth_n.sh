#!/bin/bash
# Thirty-ninth session, round n (H100): CUDA online's packs aligned to 32 / 64 / 128 bytes
# (align=2 / 4 / 8; round m: 32 bytes +0.5-1.7 at odd widths): whether a warp's run on whole
# 128-byte lines closes the odd widths' gap to aligned rows; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=250 explore try_matrix.py fp32 online 12345,100003,200000,200003,300001 "" align=2 align=4 align=8 | tee "$OUT/n-fp32.txt"
REPEAT=3 T=150 explore try_matrix.py bf16 online 12345,100003,300001 "" align=2 align=8 | tee "$OUT/n-bf16.txt"
