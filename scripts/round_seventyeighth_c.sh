#!/bin/bash
# Seventy-eighth session, round c (H200, one call): the rest of round b's backward lines (its call
# ran out at softmax_backward bf16 122533; the Triton configs and 16-bit smem, 18-65% under 1024
# in round b, left out there), then the table built from rounds b-c (scripts/h200_weak_entries.py)
# beside the session's first (baseline/h200-78a.json, carried) at a width beside each entry rounds
# b's partial build changed (seventyeighth_cv.txt), and the GPU tests of auto and the backward on it.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyeighth matrices_round c 60
(cd scripts && python3 h200_weak_entries.py ../baseline/h200-78a.json ../softgen/tuning/h200.json \
   ../docs/bench/seventyeighth-b1-matrices.txt ../docs/bench/seventyeighth-b2-matrices.txt "$OUT/c-matrices.txt") \
   > "$OUT/c-build.txt" 2>&1; echo "== build rc $?"; tail -3 "$OUT/c-build.txt"
cp softgen/tuning/h200.json "$OUT/h200.json"
SESSION=seventyeighth matrices_round cv 60
auto_tests c-gpu-tests 130
pack_out
