#!/bin/bash
# Thirty-ninth session, round o (H100): CUDA online forward with its packs on 128-byte lines
# (LaunchPlan.align_packs 8, or a head of one element a thread at most): the GPU tests of CUDA
# online, fuzzed shapes and the split, memcheck on its odd shapes, and the timing; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 330 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "(online and not backward and not triton) or fuzz or split" 2>&1 \
    | tee "$OUT/o-tests.txt" | tail -3
timeout 100 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tee "$OUT/o-memcheck.txt" | tail -2
REPEAT=3 T=100 explore try_matrix.py fp32 online 12345,50001,200003,262144,300001 "" baseline=old | tee "$OUT/o-fp32.txt"
