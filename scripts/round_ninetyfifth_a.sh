#!/bin/bash
# Ninety-fifth session, round a (H200, one call): flat's swizzled tile (each 16-byte pack of a
# 128-byte line at an XOR of the line's number) validated (GPU tests of flat, compute-sanitizer
# memcheck and racecheck), then timed: flat plain and swizzled at several lane counts beside auto
# at rows a column or so off a multiple of 128 bytes (scripts/ninetyfifth_a.txt), and auto's CUDA
# pick against the same kernel rendered with 144bd95's flat.cu.j2 (carried as
# baseline/flat-pre95.cu.j2: `git show 144bd95:softgen/templates/cuda/flat.cu.j2 > baseline/flat-pre95.cu.j2`),
# medians of three interleaved runs (scripts/ninetyfifth_a_auto.txt).  The swizzle was not kept
# (notes entry 178): the round ran on 144bd95 with scripts/ninetyfifth_a_swizzle.patch applied.
#     git apply scripts/ninetyfifth_a_swizzle.patch && bash scripts/round_ninetyfifth_a.sh
source scripts/device_env.sh; export COLUMNS=250
timeout 150 python3 -m pytest -m gpu -q -p no:cacheprovider -n 8 tests/test_gpu.py -k flat > "$OUT/a-gpu-tests.txt" 2>&1
echo "== gpu tests rc $?"; tail -3 "$OUT/a-gpu-tests.txt"
PYTORCH_NO_CUDA_MEMORY_CACHING=1 timeout 150 compute-sanitizer --tool memcheck --error-exitcode 3 \
    python3 scripts/sanitize.py flat > "$OUT/a-memcheck.txt" 2>&1
echo "== memcheck rc $?"; grep -c ": ran" "$OUT/a-memcheck.txt"; grep -E "ERROR SUMMARY|Invalid" "$OUT/a-memcheck.txt" | head -5
timeout 120 compute-sanitizer --tool racecheck --error-exitcode 3 python3 scripts/sanitize.py flat > "$OUT/a-racecheck.txt" 2>&1
echo "== racecheck rc $?"; grep -E "RACECHECK SUMMARY|hazard" "$OUT/a-racecheck.txt" | head -5
grep "max abs error" "$OUT/a-memcheck.txt" | sort -k14 -g | tail -3
SESSION=ninetyfifth matrices_round a 120
against_template pre95a scripts/ninetyfifth_a_auto.txt baseline/flat-pre95.cu.j2 cuda/flat.cu.j2 | tee "$OUT/a-baseline.txt"
pack_out
