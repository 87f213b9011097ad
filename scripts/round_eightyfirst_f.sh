#!/bin/bash
# Eighty-first session, round f (H200, one call): compute-sanitizer memcheck on Triton warp rows
# in chunks (scripts/sanitize.py triton_warp), each tensor its own allocation.
source scripts/device_env.sh
PYTORCH_NO_CUDA_MEMORY_CACHING=1 timeout 200 compute-sanitizer --tool memcheck --error-exitcode 3 \
    python3 scripts/sanitize.py triton_warp > "$OUT/f-memcheck.txt" 2>&1
echo "== memcheck rc $?"; grep -c "ran$" "$OUT/f-memcheck.txt"; grep -E "ERROR SUMMARY|Invalid|error" "$OUT/f-memcheck.txt" | head -8
