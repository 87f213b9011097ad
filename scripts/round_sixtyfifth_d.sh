#!/bin/bash
# Sixty-fifth session, round d (H100, one call; carries baseline/h100-before-65b.json, `git show
# 9b68aa1:softgen/tuning/h100.json`).  Round c: Triton's block ran 1.2 under CUDA's at
# softmax_backward fp16 5799 and 0.3-0.7 over it at 6000 / 6301, level from 6999.  Entry 5601
# (odd, CUDA block) keeps odd widths to 5826 on CUDA's block; the runs served_diff lists that
# round b did not time (odd 5821-5826), with the edges, against the table before; then the GPU
# tests of the entries.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
T=100 against_table h100-before-65b softmax_backward fp16 5792,5799,5800,5811,5821,5825,5829,6000 2>&1 | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
gpu_tests "sixtyfifth or sixtyfourth_entries"
