#!/bin/bash
# Thirty-fifth session, round c (H100): CUDA online at long rows with L2 prefetches
# (cp.async.bulk.prefetch.L2): ahead=N tiles ahead of pass 1's loads (LaunchPlan.l2_prefetch),
# next=N, the first N tiles of the row an SM's next block takes, asked for at pass 2 (prefetch_next).
# (next=N lived at commit 5ecdfbc; reverted after round e.)
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in ${DTYPES:-bf16 fp16 fp32}; do
  REPEAT=${REPEAT:-3} T=280 explore try_matrix.py $dt online ${WIDTHS:-262144,131072,100000} "" ahead=1 ahead=2 ahead=4 ahead=8 \
    next=4 next=8 ahead=2,next=8 | tee "$OUT/c-$dt.txt"
done
