#!/bin/bash
# Thirty-eighth session, round e (H100): CUDA online's held entry with each row's two halves on
# two blocks that merge their (max, sum) through global memory (splitrows=1; held=4: a tile less
# in registers), against one block a row; long rows, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
C=("" splitrows=1 splitrows=1,held=4)
REPEAT=3 T=240 explore try_matrix.py fp32 online 131072,200000,240000,262144,300001 "${C[@]}" | tee "$OUT/e-fp32.txt"
REPEAT=3 T=150 explore try_matrix.py bf16 online 200000,262144,300001 "${C[@]::2}" | tee "$OUT/e-bf16.txt"
REPEAT=3 T=150 explore try_matrix.py fp16 online 262144,300001 "${C[@]::2}" | tee "$OUT/e-fp16.txt"
