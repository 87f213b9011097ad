#!/bin/bash
# Sixty-fifth session, round g (H100, one call; carries baseline/h100-before-65b.json, `git show
# 9b68aa1:softgen/tuning/h100.json`).  Round f: fp16 softmax_backward's CUDA block ran +0.3-1.1
# at odd 5827-6001 and 0.5-0.9 under Triton's at 6301-6601, so 6201's Triton entry (odd) stops
# 6001's CUDA entry at 6099: the band's top against the table before the session, then the GPU
# tests of the session's entries.  And eight more odd widths in each range the table serves on
# Triton (scripts/sixtyfifth_triton_odd_widths.txt), against CUDA's kernels (backend=cuda).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
T=100 against_table h100-before-65b softmax_backward fp16 5901,6001,6051,6099,6101,6201,6301 2>&1 | tee "$OUT/bands.txt"
gpu_tests "sixtyfifth"
T=100 matrices scripts/sixtyfifth_triton_odd_widths.txt strategy=auto,backend=cuda 2>&1 | grep -v "^   runs\|SpecError" \
  | tee "$OUT/twins.txt"
rm -f "$OUT"/*.csv
