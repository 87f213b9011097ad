#!/bin/bash
# Ninety-sixth session, round e (H200, one call): every GPU test on the final tables and
# generated/, then `softgen compare` of the backward at two narrow widths (every strategy and
# backend beside torch, validated, then timed: the user's view of flat backward).
#     bash scripts/round_ninetysixth_e.sh
source scripts/device_env.sh; export COLUMNS=200
timeout 330 python3 -m pytest -q -p no:cacheprovider -m gpu tests -n 8 --dist worksteal -rfE > "$OUT/e-gpu-tests.txt" 2>&1
echo "== gpu tests rc $?"; tail -4 "$OUT/e-gpu-tests.txt"
for op in softmax_backward log_softmax_backward; do
  timeout 100 python3 -m softgen.cli compare --op $op --cols 37,77 --dtype bf16,fp32 --peers torch 2>&1 \
    | grep -v "^\s*$" | tee "$OUT/e-compare-$op.txt" | grep -E "flat|auto|torch|warp/cuda|copy" | head -24
done
