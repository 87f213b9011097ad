#!/bin/bash
# Ninety-fifth session, round b (H200, one call): flat taking each row from its tile as packs
# (row_packs 1: RegisterRow on shared memory, as warp takes a row from global memory) validated
# (GPU tests of flat, compute-sanitizer memcheck and racecheck), then timed beside flat element by
# element and auto at rows of 9-1000 columns, most not a multiple of 16 bytes, at lanes 1-16.
#     bash scripts/round_ninetyfifth_b.sh
source scripts/device_env.sh; export COLUMNS=250
timeout 150 python3 -m pytest -m gpu -q -p no:cacheprovider -n 8 tests/test_gpu.py -k flat > "$OUT/b-gpu-tests.txt" 2>&1
echo "== gpu tests rc $?"; tail -3 "$OUT/b-gpu-tests.txt"
PYTORCH_NO_CUDA_MEMORY_CACHING=1 timeout 150 compute-sanitizer --tool memcheck --error-exitcode 3 \
    python3 scripts/sanitize.py flat > "$OUT/b-memcheck.txt" 2>&1
echo "== memcheck rc $?"; grep -c ": ran" "$OUT/b-memcheck.txt"; grep -E "ERROR SUMMARY|Invalid" "$OUT/b-memcheck.txt" | head -5
timeout 120 compute-sanitizer --tool racecheck --error-exitcode 3 python3 scripts/sanitize.py flat > "$OUT/b-racecheck.txt" 2>&1
echo "== racecheck rc $?"; grep -E "RACECHECK SUMMARY|hazard" "$OUT/b-racecheck.txt" | head -5
grep "max abs error" "$OUT/b-memcheck.txt" | sort -k14 -g | tail -3
SESSION=ninetyfifth matrices_round b 150
pack_out
