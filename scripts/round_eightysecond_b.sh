#!/bin/bash
# Eighty-second session, round b (H200, one call): the GPU tests of Triton warp, compute-sanitizer
# memcheck on its rows in chunks (aligned ones too), and scripts/eightysecond_b.txt: aligned rows
# in chunks (more than four packs, not a power of two) at fresh widths and op / dtype pairs,
# against commit 16fb055's kernels (baseline/pre82b-*, `bash scripts/triton_warp_baselines.sh
# 16fb055 pre82b scripts/eightysecond_b.txt`, carried), CUDA warp and auto; and 16-bit
# log_softmax_backward 232 (the H200 table's Triton warp entry) three times on each config.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests b-gpu-tests 150 "triton and warp"
PYTORCH_NO_CUDA_MEMORY_CACHING=1 timeout 200 compute-sanitizer --tool memcheck --error-exitcode 3 \
    python3 scripts/sanitize.py triton_warp > "$OUT/b-memcheck.txt" 2>&1
echo "== memcheck rc $?"; grep -c "ran$" "$OUT/b-memcheck.txt"; grep -E "ERROR SUMMARY|Invalid|error" "$OUT/b-memcheck.txt" | head -8
SESSION=eightysecond matrices_round b 80
pack_out
