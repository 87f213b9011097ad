#!/bin/bash
# Thirty-eighth session, round g (H100): CUDA online fp32's split entry with its state and partials
# apart (round f's tests found a launch reading the partials of an earlier one as its counts) and
# the chunk rule.  Its GPU tests and memcheck; % of copy against the held entry (splitrows=0) at
# long rows, and from 512 KB (splitfrom=512) at 140000-160000; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py \
    -k "split or online_long_rows or online_log_softmax_long_rows or held_entry or in_place" 2>&1 | tee "$OUT/g-tests.txt" | tail -3
timeout 200 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tee "$OUT/g-memcheck.txt" | tail -2
REPEAT=3 T=100 explore try_matrix.py fp32 online 131072,140000,160000 splitrows=0 "" splitfrom=512 | tee "$OUT/g-fp32-from.txt"
REPEAT=3 T=200 explore try_matrix.py fp32 online 180000,200000,240000,262144,300001,400000,1000000 splitrows=0 "" | tee "$OUT/g-fp32.txt"
REPEAT=3 T=100 explore try_matrix.py op=log_softmax fp32 online 262144,300001 splitrows=0 "" | tee "$OUT/g-fp32-log.txt"
