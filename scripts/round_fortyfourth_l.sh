#!/bin/bash
# Forty-fourth session, round l (H100), on a tree with CUDA fp16 softmax's held entry at five tiles
# (126 registers, no spills; three: 95): five against three (held=3) in its range, and past 512 KB
# (splitfrom=600) against the split; then fp16 online's GPU tests on that tree. Medians of three.
# The tree: main at this commit with LaunchPlan.held_tiles's fp16 = 5 where softmax's three (not shipped).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=150 explore try_matrix.py fp16 online 100000,131072,200003,262144 "" held=3 | tee "$OUT/l-fp16.txt"
REPEAT=3 T=100 explore try_matrix.py fp16 online 245000,300001 "" splitfrom=600 | tee "$OUT/l-fp16-past.txt"
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "online and fp16" 2>&1 \
    | tee "$OUT/l-tests.txt" | tail -4
