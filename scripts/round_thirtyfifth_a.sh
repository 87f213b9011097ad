#!/bin/bash
# Thirty-fifth session, round a (H100): CUDA online at long rows with its last streamed tiles
# loaded evict-last in L2 (keep=N, LaunchPlan.l2_keep), so pass 2's first re-reads hit L2.
# (The keep=N override and L2_PERSIST lived at commit 5ecdfbc; reverted after round d.)
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in ${DTYPES:-bf16 fp16 fp32}; do
  REPEAT=${REPEAT:-3} T=250 explore try_matrix.py $dt online ${WIDTHS:-262144,131072,100000} "" keep=1 keep=2 keep=4 keep=8 keep=32 \
    | tee "$OUT/a-$dt.txt"
done
