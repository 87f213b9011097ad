#!/bin/bash
# Thirty-eighth session, round j (H100): Triton online fp32's split by chunks a row (split=K: 3-4
# chunks hold 16 elements a thread and prefetch, 2 hold 32), medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
C=(backend=triton backend=triton,split=2 backend=triton,split=3 backend=triton,split=4)
REPEAT=3 T=200 explore try_matrix.py fp32 online 240000,262144,300001,400000 "${C[@]}" | tee "$OUT/j-fp32.txt"
