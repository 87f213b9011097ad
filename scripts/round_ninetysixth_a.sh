#!/bin/bash
# Ninety-sixth session, round a (H200, one call): flat for the backward ops (y's and dy's tiles in
# shared memory, dx out from dy's) validated (flat's GPU tests, forward and backward; the backward
# kernels' tests; compute-sanitizer memcheck and racecheck), then timed beside auto at bf16 rows of
# 9-1000 columns, at lanes 1-16 and blocks of 256 / 512 threads (round b: fp16, fp32).
#     bash scripts/round_ninetysixth_a.sh
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -m gpu -q -p no:cacheprovider -n 8 tests/test_gpu.py -k "flat or backward_kernels" > "$OUT/a-gpu-tests.txt" 2>&1
echo "== gpu tests rc $?"; tail -3 "$OUT/a-gpu-tests.txt"
PYTORCH_NO_CUDA_MEMORY_CACHING=1 timeout 150 compute-sanitizer --tool memcheck --error-exitcode 3 \
    python3 scripts/sanitize.py flat > "$OUT/a-memcheck.txt" 2>&1
echo "== memcheck rc $?"; grep -c ": ran" "$OUT/a-memcheck.txt"; grep -E "ERROR SUMMARY|Invalid" "$OUT/a-memcheck.txt" | head -5
timeout 120 compute-sanitizer --tool racecheck --error-exitcode 3 python3 scripts/sanitize.py flat > "$OUT/a-racecheck.txt" 2>&1
echo "== racecheck rc $?"; grep -E "RACECHECK SUMMARY|hazard" "$OUT/a-racecheck.txt" | head -5
SESSION=ninetysixth matrices_round a 150
pack_out
