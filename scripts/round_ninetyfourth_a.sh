#!/bin/bash
# Ninety-fourth session, round a (H200, one call): the new CUDA strategy flat (tiles of rows back
# to back through shared memory in 16-byte packs) validated (GPU tests, compute-sanitizer memcheck
# and racecheck), then timed against auto and CUDA warp at rows under 1025 columns.
#     bash scripts/round_ninetyfourth_a.sh
source scripts/device_env.sh; export COLUMNS=250
timeout 150 python3 -m pytest -m gpu -q -p no:cacheprovider -n 8 tests/test_gpu.py -k flat > "$OUT/a-gpu-tests.txt" 2>&1
echo "== gpu tests rc $?"; tail -3 "$OUT/a-gpu-tests.txt"
PYTORCH_NO_CUDA_MEMORY_CACHING=1 timeout 120 compute-sanitizer --tool memcheck --error-exitcode 3 \
    python3 scripts/sanitize.py flat > "$OUT/a-memcheck.txt" 2>&1
echo "== memcheck rc $?"; grep -c ": ran" "$OUT/a-memcheck.txt"; grep -E "ERROR SUMMARY|Invalid" "$OUT/a-memcheck.txt" | head -5
timeout 120 compute-sanitizer --tool racecheck --error-exitcode 3 python3 scripts/sanitize.py flat > "$OUT/a-racecheck.txt" 2>&1
echo "== racecheck rc $?"; grep -E "RACECHECK SUMMARY|hazard" "$OUT/a-racecheck.txt" | head -5
grep "max abs error" "$OUT/a-memcheck.txt" | sort -k12 -g | tail -3
SESSION=ninetyfourth matrices_round a 120
pack_out
