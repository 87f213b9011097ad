#!/bin/bash
# Fortieth session, round o (H100): the final code (round n's pair read in bf16 included): the GPU
# tests of online in both backends, the split, the fold, generated modules, drop-ins, fuzzed shapes
# and the fast path; memcheck on CUDA online; bf16 online at the sweep's widths (single runs).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 420 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "online or split or generated or drop or fold or fuzz or fast" 2>&1 \
    | tee "$OUT/o-tests.txt" | tail -4
timeout 100 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tee "$OUT/o-memcheck.txt" | tail -2
T=100 explore try_matrix.py bf16 online 512,781,1000,1024,2048,3000,4096,8192,12345,16384,32768,50000,65536,131072,262144 "" \
    | tee "$OUT/o-bf16.txt"
