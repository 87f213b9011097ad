#!/bin/bash
# Sixty-fifth session, round e (H100, one call).  Round c: where Triton's block serves odd widths
# (softmax_backward fp16 5827-8199), CUDA's ran 1.2 higher at 5799.  Every range of widths
# (under 20000: none above) whose served kernel is Triton's, at its ends and middle (odd widths)
# and one aligned width (scripts/sixtyfifth_triton_widths.txt: op, dtype, widths): auto against
# auto on CUDA kernels only (backend=cuda, its twin or nearest CUDA entry).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
T=100 matrices scripts/sixtyfifth_triton_widths.txt strategy=auto,backend=cuda 2>&1 | grep -v "^   runs\|SpecError" \
  | tee "$OUT/twins.txt"
rm -f "$OUT"/*.csv
