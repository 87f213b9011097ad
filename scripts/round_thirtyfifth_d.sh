#!/bin/bash
# Thirty-fifth session, round d (H100): round a's evict-last loads (keep=N) with L2 set aside for
# persisting lines (L2_PERSIST bytes, cudaLimitPersistingL2CacheSize), and ahead=1 beside them.
# (The keep=N override and L2_PERSIST lived at commit 5ecdfbc; reverted after round d.)
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in ${DTYPES:-fp32 bf16 fp16}; do
  for persist in 20000000 40000000; do
    L2_PERSIST=$persist REPEAT=${REPEAT:-3} T=200 explore try_matrix.py $dt online ${WIDTHS:-262144,131072} "" keep=2 keep=4 keep=8 keep=32 \
      ahead=1,keep=8 | tee "$OUT/d-$dt-$persist.txt"
  done
done
