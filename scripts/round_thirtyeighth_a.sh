#!/bin/bash
# Thirty-eighth session, round a (H100): CUDA online's held entry with its first wave's blocks
# started up to NS ns apart (stagger=NS), against none, at long rows; medians of three
# (ran at a8df90c; reverted: stagger=NS is gone).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
C=("" stagger=15000 stagger=30000 stagger=60000 stagger=90000)
REPEAT=3 T=200 explore try_matrix.py fp32 online 131072,200000,240000,262144 "${C[@]}" | tee "$OUT/a-fp32.txt"
REPEAT=3 T=120 explore try_matrix.py bf16 online 262144 "${C[@]}" | tee "$OUT/a-bf16.txt"
