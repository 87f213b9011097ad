#!/bin/bash
# Thirty-fifth session, round f (H100): the shipped rule (fp16 online forward prefetches one tile
# ahead, LaunchPlan.l2_prefetch) on the GPU tests and compute-sanitizer, then timed against ahead=0.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 280 python3 -m pytest -q -m gpu tests/test_gpu.py -k "online and not triton" -x 2>&1 | tail -3
timeout 120 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tail -2
REPEAT=3 T=150 explore try_matrix.py fp16 online 16384,65536,100000,131072,262144 "" ahead=0 | tee "$OUT/f-fp16.txt"
