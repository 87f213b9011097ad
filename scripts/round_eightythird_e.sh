#!/bin/bash
# Eighty-third session, round e (H200, one call), the final code: Triton warp rows not a multiple
# of 16 bytes load their edges' whole 16-byte packs (EDGE_PACKS: rows that do not overlap) in the
# kernel's loop over every row but the last, which one program takes after it element by element
# (warp.py.j2), the body's chunks loaded first (macros.j2 load_chunks): compute-sanitizer memcheck
# (scripts/sanitize.py triton_warp, each tensor its own allocation), the GPU tests of Triton
# warp, then scripts/eightythird_e.txt against commit 7b90aa3's kernels (baseline/pre83a-*,
# `bash scripts/triton_warp_baselines.sh 7b90aa3 pre83a scripts/eightythird_e.txt`, carried),
# CUDA warp and auto; single pass.  Rounds a, b and d ran this matrix on code not committed
# (notes entry 166; docs/bench/eightythird-{a,b,d}-*).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
PYTORCH_NO_CUDA_MEMORY_CACHING=1 timeout 150 compute-sanitizer --tool memcheck --error-exitcode 3 \
    python3 scripts/sanitize.py triton_warp > "$OUT/e-memcheck.txt" 2>&1
echo "== memcheck rc $?"; grep -c "ran$" "$OUT/e-memcheck.txt"; grep -E "ERROR SUMMARY|Invalid|error" "$OUT/e-memcheck.txt" | head -8
auto_tests e-gpu-tests 150 "triton and warp"
SESSION=eightythird matrices_round e 45
pack_out
