#!/bin/bash
# Ninety-seventh session, round j (H200, one call): the GPU tests of the cluster kernels and auto,
# and compute-sanitizer memcheck of the cluster's forward defaults, on the final code (a block a
# 22 KB of row; round g ran the 16 KB rule).
#     bash scripts/round_ninetyseventh_j.sh
source scripts/device_env.sh
auto_tests j-gpu-tests 150 "cluster or auto"
timeout 60 compute-sanitizer --tool memcheck python3 scripts/sanitize.py cluster > "$OUT/j-memcheck.txt" 2>&1
echo "== memcheck rc $?"; tail -2 "$OUT/j-memcheck.txt"
