#!/bin/bash
# Thirty-eighth session, round f (H100): CUDA online fp32's split entry (rows cut into chunks over
# blocks that merge through global memory).  Its GPU tests and memcheck; then % of copy against
# the held entry (splitrows=0) at fp32 long rows, by chunks a row (split=K; "" the launcher's
# rule), medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py \
    -k "split or online_long_rows or online_log_softmax_long_rows or held_entry" 2>&1 | tee "$OUT/f-tests.txt" | tail -3
timeout 200 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tee "$OUT/f-memcheck.txt" | tail -3
C=(splitrows=0 "" split=2 split=3 split=4)
REPEAT=3 T=300 explore try_matrix.py fp32 online 140000,160000,180000,200000,240000,262144,300001,400000,600000,1000000 "${C[@]}" | tee "$OUT/f-fp32.txt"
REPEAT=3 T=100 explore try_matrix.py op=log_softmax fp32 online 160000,200000,262144,300001 splitrows=0 "" | tee "$OUT/f-fp32-log.txt"
